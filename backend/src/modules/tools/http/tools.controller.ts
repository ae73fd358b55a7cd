import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SubscribersOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { CheckLimits } from '../application/check-limits';
import { CheckGrammar, type GrammarCheckAnswer } from '../application/grammar/check-grammar';
import { CheckOriginality, type OriginalityCheckAnswer } from '../application/originality/check-originality';
import type { ToolQuota } from '../domain/daily-quota';
import { TextFits } from './text-fits.pipe';
import { ToolTextDto } from './tool-text.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { HTTP_ERRORS } from '../../../platform/http/http-errors';
import { TOOLS_ERRORS as E } from '../domain/tools.errors';

/**
 * The grammar tool and the plagiarism checker (spec section 2, D13): members with an active subscription (D20: 403
 * SUBSCRIPTION_REQUIRED without one, 401 for visitors), the text bounded (413), TOOLS_CHECKS_PER_WINDOW checks per
 * member and tool (429), and for Writer and the free trial TOOL_CHECKS_PER_DAY of both together per UTC day (429,
 * D20). Neither stores the text.
 */
@SubscribersOnly()
@ApiTags('tools')
@Controller('api/tools')
export class ToolsController {
  constructor(
    private readonly checkGrammar: CheckGrammar,
    private readonly checkOriginality: CheckOriginality,
    private readonly limits: CheckLimits,
  ) {}

  /** The member's checks left today (D20): `limit` and `remaining` null for tiers without a daily limit. */
  @Get('quota')
  quota(@CurrentUser() user: UserView): Promise<ToolQuota> {
    return this.limits.quota(user);
  }

  /** Findings with UTF-16 positions into the text sent, counts by type, and readability. */
  @Post('grammar')
  @ApiErrors(
    E.TOOLS_CHECK_LIMIT_REACHED,
    E.TOOL_DAILY_LIMIT_REACHED,
    E.GRAMMAR_CHECKER_UNAVAILABLE,
    HTTP_ERRORS.CONTENT_TOO_LONG,
  )
  @HttpCode(HttpStatus.OK)
  grammar(@CurrentUser() user: UserView, @Body(TextFits) dto: ToolTextDto): Promise<GrammarCheckAnswer> {
    return this.checkGrammar.execute(user, dto.text);
  }

  /**
   * A member opened a grammar checker (issue 29): the checker gets ready while they write, so the first check after a
   * quiet period answers as fast as the next ones. Nothing is checked or counted; subscribers only, like the check.
   */
  @Post('grammar/prepare')
  @HttpCode(HttpStatus.NO_CONTENT)
  prepareGrammar(): void {
    this.checkGrammar.prepare();
  }

  /** Compared with the collective's published texts and earlier submissions, never the web. */
  @Post('plagiarism')
  @ApiErrors(E.TOOLS_CHECK_LIMIT_REACHED, E.TOOL_DAILY_LIMIT_REACHED, HTTP_ERRORS.CONTENT_TOO_LONG)
  @HttpCode(HttpStatus.OK)
  plagiarism(@CurrentUser() user: UserView, @Body(TextFits) dto: ToolTextDto): Promise<OriginalityCheckAnswer> {
    return this.checkOriginality.execute(user, dto.text);
  }
}
