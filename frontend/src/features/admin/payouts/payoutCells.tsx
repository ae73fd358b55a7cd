import type { ComponentType, ReactNode } from 'react';
import { longDate } from '../../../app/dates';
import type { AdminPayout } from '../api/adminPayoutsApi';
import { PAYOUT_STATUS } from '../labels';
import { isRequested } from './payoutMoves';

/**
 * The Payouts list's Status and Dates cells, shared by the tab (PayoutsTab.tsx, antd's Tag) and its server preview
 * (PayoutsPreview.tsx, plain elements: PlainTag), so that the two draw the same thing.
 */
export function PayoutStatusCell({
  payout,
  Tag,
}: {
  payout: AdminPayout;
  Tag: ComponentType<{ color?: string; children: ReactNode }>;
}) {
  return (
    <span className="pw-admin__tags">
      <Tag color={PAYOUT_STATUS[payout.status].color}>{PAYOUT_STATUS[payout.status].text}</Tag>
      {isRequested(payout) && <Tag>Requested</Tag>}
      {payout.status === 'failed' && payout.failureReason && (
        <div className="pw-admin__muted">{payout.failureReason}</div>
      )}
      {payout.transferUnconfirmed && <div className="pw-admin__muted">Transfer not confirmed by the provider</div>}
    </span>
  );
}

export function PayoutDatesCell({ payout }: { payout: AdminPayout }) {
  return (
    <div className="pw-admin__muted">
      <div>Earned {longDate(payout.createdAt)}</div>
      {payout.requestedAt && <div>Requested {longDate(payout.requestedAt)}</div>}
      {payout.completedAt && <div>Paid {longDate(payout.completedAt)}</div>}
      {payout.status === 'failed' && payout.failedAt && <div>Failed {longDate(payout.failedAt)}</div>}
    </div>
  );
}
