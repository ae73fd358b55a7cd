import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { EDITOR_PAYOUT_STATUSES, type PayoutStatus } from '../../payouts/domain/payout';

/**
 * `PATCH /api/admin/payouts/{id}`: the status to move to. Any status an editor may ask for is accepted here (`failed`
 * is the provider's to say); whether the move is allowed from the payout's current status (D9, D21) is the domain's
 * 409, which names the allowed moves. Processing a failed payout is Retry.
 */
export class UpdatePayoutDto {
  @ApiProperty({
    enum: EDITOR_PAYOUT_STATUSES,
    description: 'Process and Retry: processing; Mark Complete: completed',
  })
  @IsIn(EDITOR_PAYOUT_STATUSES, { message: `status must be one of ${EDITOR_PAYOUT_STATUSES.join(', ')}` })
  status: PayoutStatus;
}
