import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Query, Req } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import type { UserView } from '../../identity/domain/user';
import { DeleteUser } from '../application/delete-user';
import { EditUser } from '../application/edit-user';
import { GetMemberRecord, type AdminMemberRecord } from '../application/get-member-record';
import { GetUser } from '../application/get-user';
import { ListUsers } from '../application/list-users';
import type { AdminUserDetails, AdminUsersPage } from '../domain/admin-user';
import { EditUserDto } from './edit-user.dto';
import { ListUsersQuery } from './list-users.query';
import { ApiErrors } from '../../../platform/http/api-errors';
import { IDENTITY_ERRORS as I } from '../../identity/domain/identity.errors';
import { BILLING_ERRORS } from '../../billing/domain/billing.errors';

/** The Users tab and `/admin/user/{id}` (spec sections 2 and 5, D10): admins only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly listUsers: ListUsers,
    private readonly getUser: GetUser,
    private readonly editUser: EditUser,
    private readonly deleteUser: DeleteUser,
    private readonly getMemberRecord: GetMemberRecord,
  ) {}

  @Get()
  list(@Query() query: ListUsersQuery): Promise<AdminUsersPage> {
    return this.listUsers.execute(query.toUserPageQuery());
  }

  @Get(':id')
  @ApiErrors(I.USER_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  get(@PositiveIdParam('User') id: number): Promise<AdminUserDetails> {
    return this.getUser.execute(id);
  }

  /** The member's application, quiz attempts, subscription, assignments and earnings, beside the edit form. */
  @Get(':id/record')
  @ApiErrors(I.USER_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  record(@PositiveIdParam('User') id: number): Promise<AdminMemberRecord> {
    return this.getMemberRecord.execute(id);
  }

  /** The edited user; a new password or a deactivation ends the user's sessions (not the editor's own). */
  @Patch(':id')
  @ApiErrors(
    I.USER_NOT_FOUND,
    I.EMAIL_TAKEN,
    I.USERNAME_TAKEN,
    I.ADMIN_CANNOT_CHANGE_SELF,
    I.ADMIN_PRIVILEGES_REVOKED,
    I.SUBSCRIPTION_MANAGED_BY_PROVIDER,
  )
  @ApiParam({ name: 'id', type: 'integer' })
  edit(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('User') id: number,
    @Body() dto: EditUserDto,
    @Req() request: Request,
  ): Promise<AdminUserDetails> {
    return this.editUser.execute(id, dto.toUserEdit(), { id: editor.id, sessionId: request.sessionID ?? null });
  }

  /** Members only: an administrator's account answers 409. */
  @Delete(':id')
  @ApiErrors(I.USER_NOT_FOUND, I.ADMIN_CANNOT_BE_DELETED, BILLING_ERRORS.SUBSCRIPTION_NOT_CANCELLED)
  @ApiParam({ name: 'id', type: 'integer' })
  @HttpCode(HttpStatus.NO_CONTENT)
  delete(@CurrentUser() editor: UserView, @PositiveIdParam('User') id: number): Promise<void> {
    return this.deleteUser.execute(id, editor.id);
  }
}
