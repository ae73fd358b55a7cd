import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { PAYOUT_STATUSES, type PayoutStatus } from '../../payouts/domain/payout';

/**
 * `PATCH /api/admin/payouts/{id}`: the status to move to. Any payout status is accepted here; whether the move is
 * allowed from the payout's current status (D9) is the domain's 409, which names the allowed moves.
 */
export class UpdatePayoutDto {
  @ApiProperty({ enum: PAYOUT_STATUSES, description: 'Process: processing; Mark Complete: completed' })
  @IsIn(PAYOUT_STATUSES, { message: `status must be one of ${PAYOUT_STATUSES.join(', ')}` })
  status: PayoutStatus;
}
