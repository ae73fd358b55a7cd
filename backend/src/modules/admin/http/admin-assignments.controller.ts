import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import type { UserView } from '../../identity/domain/user';
import type { AdminAssignmentDetail, AdminAssignmentsPage } from '../application/admin-assignment-view';
import { ChangeAssignmentAsAdmin } from '../application/change-assignment-as-admin';
import { GetAssignmentForAdmin } from '../application/get-assignment-for-admin';
import { ListAssignmentsForAdmin } from '../application/list-assignments-for-admin';
import { AssignAssignmentDto, CreateAssignmentDto, EditAssignmentDto, ReviewAssignmentDto } from './assignment.dto';
import { ListAssignmentsQuery } from './list-assignments.query';
import { ApiErrors } from '../../../platform/http/api-errors';
import { ASSIGNMENTS_ERRORS as E } from '../../assignments/domain/assignments.errors';

/**
 * The Assignments tab of /admin and /admin/assignment/{id} (spec sections 5 and 7, D9, D10): admins only, 401
 * without a session, 403 for members. Every change is audited in its transaction and answers the detail.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/assignments')
export class AdminAssignmentsController {
  constructor(
    private readonly listAssignments: ListAssignmentsForAdmin,
    private readonly getAssignment: GetAssignmentForAdmin,
    private readonly changeAssignment: ChangeAssignmentAsAdmin,
  ) {}

  /** Newest first, with each assignee, the overdue flag and the submitted word count. */
  @Get()
  list(@Query() query: ListAssignmentsQuery): Promise<AdminAssignmentsPage> {
    return this.listAssignments.execute(query.toAssignmentsAsked());
  }

  /** 404 'Assignment Not Found'. */
  @Get(':id')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  detail(@PositiveIdParam('Assignment') id: number): Promise<AdminAssignmentDetail> {
    return this.getAssignment.execute(id);
  }

  @Post()
  create(@CurrentUser() editor: UserView, @Body() dto: CreateAssignmentDto): Promise<AdminAssignmentDetail> {
    return this.changeAssignment.create(dto.toBrief(), editor.id);
  }

  /** A status change only as D9 allows (409 naming the allowed ones); completing opens the payout once. */
  @Patch(':id')
  @ApiErrors(
    E.ASSIGNMENT_NOT_FOUND,
    E.ASSIGNMENT_STATUS_CHANGE_REFUSED,
    E.ASSIGNMENT_PAY_FIXED,
    E.ASSIGNMENT_WRITER_GONE,
    E.ASSIGNMENT_CHANGED,
  )
  @ApiParam({ name: 'id', type: 'integer' })
  edit(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('Assignment') id: number,
    @Body() dto: EditAssignmentDto,
  ): Promise<AdminAssignmentDetail> {
    return this.changeAssignment.edit(id, dto.toEdit(), editor.id);
  }

  /** Only an available assignment, only to an active non-admin user, within the claim limit (409 otherwise). */
  @Patch(':id/assign')
  @ApiErrors(
    E.ASSIGNMENT_NOT_FOUND,
    E.ASSIGNMENT_STATUS_CHANGE_REFUSED,
    E.ASSIGNMENT_DEADLINE_PASSED,
    E.ASSIGNMENT_LIMIT_REACHED,
    E.ASSIGNMENT_ASSIGNEE_NOT_ELIGIBLE,
  )
  @ApiParam({ name: 'id', type: 'integer' })
  assign(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('Assignment') id: number,
    @Body() dto: AssignAssignmentDto,
  ): Promise<AdminAssignmentDetail> {
    return this.changeAssignment.assign(id, dto.userId, editor.id);
  }

  /** D9: complete (opens the payout) or revise (notes required); only a submitted assignment (409 otherwise). */
  @Post(':id/review')
  @ApiErrors(E.ASSIGNMENT_NOT_FOUND, E.ASSIGNMENT_STATUS_CHANGE_REFUSED, E.ASSIGNMENT_WRITER_GONE, E.ASSIGNMENT_CHANGED)
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: 'integer' })
  review(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('Assignment') id: number,
    @Body() dto: ReviewAssignmentDto,
  ): Promise<AdminAssignmentDetail> {
    return this.changeAssignment.review(id, dto.decision, dto.reviewNotes, editor.id);
  }
}
