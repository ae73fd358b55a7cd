import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { ContentFits } from '../../../platform/http/content-fits.pipe';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import type { UserView } from '../../identity/domain/user';
import { AcceptAssignment } from '../application/accept-assignment';
import type { AssignmentView } from '../application/assignment-view';
import {
  ListAvailableAssignments,
  ListMemberAssignments,
  type BoardAssignmentView,
} from '../application/list-assignments';
import { ListMemberActivity, type WorkActivityView } from '../application/list-member-activity';
import { SaveDraft, SubmitAssignment } from '../application/write-assignment';
import { MAX_CONTENT_CHARACTERS } from '../domain/word-count';
import { AssignmentContentDto } from './assignment-content.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { HTTP_ERRORS } from '../../../platform/http/http-errors';
import { ASSIGNMENTS_ERRORS as E } from '../domain/assignments.errors';

/** The member's side of paid work (spec section 7, D9); members only, 401 without a session. */
@ApiTags('assignments')
@Controller('api/assignments')
export class AssignmentsController {
  constructor(
    private readonly listAvailable: ListAvailableAssignments,
    private readonly listMine: ListMemberAssignments,
    private readonly listActivity: ListMemberActivity,
    private readonly accept: AcceptAssignment,
    private readonly saveDraft: SaveDraft,
    private readonly submitWork: SubmitAssignment,
  ) {}

  /** Open assignments, soonest deadline first. */
  @Get()
  available(@CurrentUser() user: UserView): Promise<BoardAssignmentView[]> {
    return this.listAvailable.execute(user);
  }

  /** The member's own assignments. */
  @Get('me')
  mine(@CurrentUser() user: UserView): Promise<AssignmentView[]> {
    return this.listMine.execute(user.id);
  }

  /** What happened to the member's work lately (each submission and review), newest first. */
  @Get('me/activity')
  activity(@CurrentUser() user: UserView): Promise<WorkActivityView[]> {
    return this.listActivity.execute(user.id);
  }

  /** 403 naming what eligibility lacks (D2 step 6) or premium work not yet open (D20); 409 when taken, closed or beyond the claim limit. */
  @Post(':id/accept')
  @ApiErrors(
    E.ASSIGNMENT_NOT_FOUND,
    E.ASSIGNMENT_TAKEN,
    E.ASSIGNMENT_CLOSED,
    E.ASSIGNMENT_ALREADY_YOURS,
    E.ASSIGNMENT_DEADLINE_PASSED,
    E.ASSIGNMENT_LIMIT_REACHED,
    E.ASSIGNMENT_ACCOUNT_INACTIVE,
    E.ASSIGNMENT_APPLICATION_REQUIRED,
    E.ASSIGNMENT_SUBSCRIPTION_REQUIRED,
    E.PREMIUM_EARLY_ACCESS,
  )
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: 'integer' })
  acceptOne(@CurrentUser() user: UserView, @PositiveIdParam('Assignment') id: number): Promise<AssignmentView> {
    return this.accept.execute(user, id);
  }

  /** Saves work in progress; `assigned` becomes `in_progress`. */
  @Put(':id/draft')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.ASSIGNMENT_NOT_WRITABLE, E.ASSIGNMENT_CHANGED, HTTP_ERRORS.CONTENT_TOO_LONG)
  @ApiParam({ name: 'id', type: 'integer' })
  draft(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @Body(new ContentFits(MAX_CONTENT_CHARACTERS)) dto: AssignmentContentDto,
  ): Promise<AssignmentView> {
    return this.saveDraft.execute(user.id, id, dto.content);
  }

  /** Hands the work in for review: the server counts the words and keeps the version. */
  @Post(':id/submit')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.ASSIGNMENT_NOT_WRITABLE, E.ASSIGNMENT_CHANGED, HTTP_ERRORS.CONTENT_TOO_LONG)
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: 'integer' })
  submit(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Assignment') id: number,
    @Body(new ContentFits(MAX_CONTENT_CHARACTERS)) dto: AssignmentContentDto,
  ): Promise<AssignmentView> {
    return this.submitWork.execute(user.id, id, dto.content);
  }
}
