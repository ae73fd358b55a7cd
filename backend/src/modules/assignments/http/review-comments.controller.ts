import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam, PositiveNamedIdParam } from '../../../platform/http/positive-id.param';
import type { UserView } from '../../identity/domain/user';
import type { ReviewCommentView } from '../application/review/review-comment-view';
import { ReviewComments } from '../application/review/review-comments';
import { ASSIGNMENTS_ERRORS as E } from '../domain/assignments.errors';
import { ResolveReviewCommentDto, ReviewReplyDto } from '../dto/review-comment.dto';

const COMMENT_ID = { param: 'commentId', label: 'Comment' };

/**
 * The writer's side of the review desk (D22): the sent comments on their own work, their replies and
 * resolutions. Deny by default: another member's assignment, an unknown one, a draft or another assignment's
 * comment all answer the same 404.
 */
@ApiTags('assignments')
@Controller('api/assignments/:id/comments')
export class ReviewCommentsController {
  constructor(private readonly comments: ReviewComments) {}

  /** Oldest first; drafts never. */
  @Get()
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  list(@CurrentUser() user: UserView, @PositiveIdParam('Assignment') id: number): Promise<ReviewCommentView[]> {
    return this.comments.listForWriter(user.id, id);
  }

  @Post(':commentId/replies')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.REVIEW_COMMENT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiParam({ name: 'commentId', type: 'integer' })
  reply(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @PositiveNamedIdParam(COMMENT_ID) commentId: number,
    @Body() dto: ReviewReplyDto,
  ): Promise<ReviewCommentView> {
    return this.comments.reply({ userId: user.id, role: 'writer' }, id, commentId, dto.body);
  }

  @Patch(':commentId')
  @HttpCode(HttpStatus.OK)
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.REVIEW_COMMENT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiParam({ name: 'commentId', type: 'integer' })
  resolve(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @PositiveNamedIdParam(COMMENT_ID) commentId: number,
    @Body() dto: ResolveReviewCommentDto,
  ): Promise<ReviewCommentView> {
    return this.comments.setResolved({ userId: user.id, role: 'writer' }, id, commentId, dto.resolved);
  }
}
