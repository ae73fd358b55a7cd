import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam, PositiveNamedIdParam } from '../../../platform/http/positive-id.param';
import type { ReviewCommentView } from '../../assignments/application/review/review-comment-view';
import { ReviewComments } from '../../assignments/application/review/review-comments';
import { ASSIGNMENTS_ERRORS as E } from '../../assignments/domain/assignments.errors';
import {
  CreateReviewCommentDto,
  ResolveReviewCommentDto,
  ReviewReplyDto,
} from '../../assignments/dto/review-comment.dto';
import type { UserView } from '../../identity/domain/user';
import type { GrammarCheckResult } from '../../tools/domain/grammar/findings';
import { TOOLS_ERRORS } from '../../tools/domain/tools.errors';
import { GetVersionGrammar } from '../application/get-version-grammar';

const COMMENT_ID = { param: 'commentId', label: 'Comment' };
const editor = (user: UserView) => ({ userId: user.id, role: 'editor' as const });

/**
 * The review desk's editor routes (D22): comments anchored to passages of a version, drafts until the decision
 * (`POST .../review`) sends them, and each version's grammar findings. Admins only, with a second factor.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/assignments/:id')
export class AdminReviewDeskController {
  constructor(
    private readonly comments: ReviewComments,
    private readonly grammar: GetVersionGrammar,
  ) {}

  /** Every comment, drafts included, oldest first. */
  @Get('comments')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  list(@PositiveIdParam('Assignment') id: number): Promise<ReviewCommentView[]> {
    return this.comments.listForEditor(id);
  }

  /** A draft comment on a passage of one version, while the assignment waits for review (409 otherwise). */
  @Post('comments')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.ASSIGNMENT_VERSION_NOT_FOUND, E.ASSIGNMENT_NOT_IN_REVIEW)
  @ApiParam({ name: 'id', type: 'integer' })
  create(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @Body() dto: CreateReviewCommentDto,
  ): Promise<ReviewCommentView> {
    return this.comments.create(user.id, id, {
      submissionId: dto.submissionId,
      selector: {
        position: { start: dto.selector.position.start, end: dto.selector.position.end },
        quote: {
          exact: dto.selector.quote.exact,
          prefix: dto.selector.quote.prefix,
          suffix: dto.selector.quote.suffix,
        },
      },
      body: dto.body,
    });
  }

  /** Drafts only: 409 once sent. */
  @Delete('comments/:commentId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.REVIEW_COMMENT_NOT_FOUND, E.REVIEW_COMMENT_SENT)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiParam({ name: 'commentId', type: 'integer' })
  remove(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @PositiveNamedIdParam(COMMENT_ID) commentId: number,
  ): Promise<void> {
    return this.comments.deleteDraft(user.id, id, commentId);
  }

  @Post('comments/:commentId/replies')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.REVIEW_COMMENT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiParam({ name: 'commentId', type: 'integer' })
  reply(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @PositiveNamedIdParam(COMMENT_ID) commentId: number,
    @Body() dto: ReviewReplyDto,
  ): Promise<ReviewCommentView> {
    return this.comments.reply(editor(user), id, commentId, dto.body);
  }

  /** Resolve or reopen. */
  @Patch('comments/:commentId')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.REVIEW_COMMENT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiParam({ name: 'commentId', type: 'integer' })
  resolve(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @PositiveNamedIdParam(COMMENT_ID) commentId: number,
    @Body() dto: ResolveReviewCommentDto,
  ): Promise<ReviewCommentView> {
    return this.comments.setResolved(editor(user), id, commentId, dto.resolved);
  }

  /** The grammar tool's findings on that version (no quota); 404 for another assignment's version. */
  @Get('submissions/:submissionId/grammar')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.ASSIGNMENT_VERSION_NOT_FOUND, TOOLS_ERRORS.GRAMMAR_CHECKER_UNAVAILABLE)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiParam({ name: 'submissionId', type: 'integer' })
  grammarOf(
    @PositiveIdParam('Assignment') id: number,
    @PositiveNamedIdParam({ param: 'submissionId', label: 'Version' }) submissionId: number,
  ): Promise<GrammarCheckResult> {
    return this.grammar.execute(id, submissionId);
  }
}
