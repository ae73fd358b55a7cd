import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { CurrentUser } from '../../../platform/http/current-user';
import { PositiveIdParam } from '../../../platform/http/positive-id.param';
import type { UserView } from '../../identity/domain/user';
import {
  ListPayoutsForAdmin,
  type AdminPayoutsPage,
  type AdminPayoutView,
} from '../application/list-payouts-for-admin';
import { UpdatePayoutStatus } from '../application/update-payout-status';
import { ListPayoutsQuery } from './list-payouts.query';
import { UpdatePayoutDto } from './update-payout.dto';
import { ApiErrors } from '../../../platform/http/api-errors';
import { PAYOUTS_ERRORS } from '../../payouts/domain/payouts.errors';

/** The Payouts tab of /admin (spec section 7, D9, D10): admins only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/payouts')
export class AdminPayoutsController {
  constructor(
    private readonly listPayouts: ListPayoutsForAdmin,
    private readonly updatePayoutStatus: UpdatePayoutStatus,
  ) {}

  /** Requested pending first, then pending, processing, completed; oldest first within each. */
  @Get()
  list(@Query() query: ListPayoutsQuery): Promise<AdminPayoutsPage> {
    return this.listPayouts.execute(query.toPayoutQueueQuery());
  }

  /** Process or Mark Complete; 409 naming the allowed moves when D9 does not allow it; audited. */
  @Patch(':id')
  @ApiErrors(PAYOUTS_ERRORS.PAYOUT_NOT_FOUND, PAYOUTS_ERRORS.PAYOUT_STATUS_CHANGE_REFUSED)
  @ApiParam({ name: 'id', type: 'integer' })
  update(
    @CurrentUser() editor: UserView,
    @PositiveIdParam('Payout') id: number,
    @Body() dto: UpdatePayoutDto,
  ): Promise<AdminPayoutView> {
    return this.updatePayoutStatus.execute(id, dto.status, editor.id);
  }
}
