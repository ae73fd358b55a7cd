import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { OpenPayout } from './application/open-payout';
import { RecordPastPayout } from './application/record-past-payout';
import { MikroOrmPastPayoutWriter } from './infrastructure/mikro-orm-past-payout.writer';
import { MikroOrmPayoutRepository } from './infrastructure/mikro-orm-payout.repository';
import { PayoutSchema } from './infrastructure/payout.schema';
import { PAST_PAYOUT_WRITER, PAYOUT_REPOSITORY } from './payouts.tokens';

/** Money owed to members for completed work (spec section 3, D9): opened by assignments, paid by editors. */
@Module({
  imports: [MikroOrmModule.forFeature([PayoutSchema])],
  providers: [
    { provide: PAYOUT_REPOSITORY, useClass: MikroOrmPayoutRepository },
    { provide: PAST_PAYOUT_WRITER, useClass: MikroOrmPastPayoutWriter },
    OpenPayout,
    RecordPastPayout,
  ],
  exports: [OpenPayout, RecordPastPayout],
})
export class PayoutsModule {}
