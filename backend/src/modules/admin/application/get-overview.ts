import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { centsToDecimal } from '../../../shared/domain/money';
import { OVERVIEW_FIGURES } from '../admin.tokens';
import { OVERVIEW_WEEKS } from '../domain/overview';
import type { OverviewFiguresQuery } from './ports/overview-figures';

/** The Overview tab on the wire: money as decimal strings with two places (D9). */
export interface AdminOverview {
  activeAssignments: number;
  pendingPayoutsTotal: string;
  requestedPayouts: number;
  applicationsAwaitingReview: number;
  submissionsAwaitingReview: number;
  overdueAssignments: number;
  membersByTier: { tier: string | null; members: number }[];
  weekly: { weekStart: string; completedAssignments: number; paidOut: string }[];
}

/** `GET /api/admin/overview` (D10): computed on the server, in a handful of aggregate statements. */
@Injectable()
export class GetOverview {
  constructor(
    @Inject(OVERVIEW_FIGURES) private readonly figures: OverviewFiguresQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AdminOverview> {
    const { pendingPayoutsCents, weekly, ...counts } = await this.figures.read(this.clock.now(), OVERVIEW_WEEKS);
    return {
      ...counts,
      pendingPayoutsTotal: centsToDecimal(pendingPayoutsCents),
      weekly: weekly.map(({ paidOutCents, ...week }) => ({ ...week, paidOut: centsToDecimal(paidOutCents) })),
    };
  }
}
