import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SubscribersOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import type { UserView } from '../../identity/domain/user';
import { CheckGrammar } from '../application/grammar/check-grammar';
import { CheckOriginality } from '../application/originality/check-originality';
import type { GrammarCheckResult } from '../domain/grammar/findings';
import type { OriginalityCheckResult } from '../domain/originality/originality-views';
import { TextFits } from './text-fits.pipe';
import { ToolTextDto } from './tool-text.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { HTTP_ERRORS } from '../../../platform/http/http-errors';
import { TOOLS_ERRORS as E } from '../domain/tools.errors';

/**
 * The grammar tool and the plagiarism checker (spec section 2, D13): members with an active subscription (D20: 403
 * SUBSCRIPTION_REQUIRED without one, 401 for visitors), the text
 * bounded (413), TOOLS_CHECKS_PER_WINDOW checks per member and tool (429). Neither stores the text.
 */
@SubscribersOnly()
@ApiTags('tools')
@Controller('api/tools')
export class ToolsController {
  constructor(
    private readonly checkGrammar: CheckGrammar,
    private readonly checkOriginality: CheckOriginality,
  ) {}

  /** Findings with UTF-16 positions into the text sent, counts by type, and readability. */
  @Post('grammar')
  @ApiErrors(E.TOOLS_CHECK_LIMIT_REACHED, E.GRAMMAR_CHECKER_UNAVAILABLE, HTTP_ERRORS.CONTENT_TOO_LONG)
  @HttpCode(HttpStatus.OK)
  grammar(@CurrentUser() user: UserView, @Body(TextFits) dto: ToolTextDto): Promise<GrammarCheckResult> {
    return this.checkGrammar.execute(user.id, dto.text);
  }

  /** Compared with the collective's published texts and earlier submissions, never the web. */
  @Post('plagiarism')
  @ApiErrors(E.TOOLS_CHECK_LIMIT_REACHED, HTTP_ERRORS.CONTENT_TOO_LONG)
  @HttpCode(HttpStatus.OK)
  plagiarism(@CurrentUser() user: UserView, @Body(TextFits) dto: ToolTextDto): Promise<OriginalityCheckResult> {
    return this.checkOriginality.execute(user.id, dto.text);
  }
}
