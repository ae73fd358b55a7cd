import type { ReactNode } from 'react';
import { formatMoney } from '../../../app/money';
import { PlainTag } from '../../dashboard/PlainTag';
import { adminPayoutsApi, type AdminPayout } from '../api/adminPayoutsApi';
import { ListPreview, type PreviewColumn } from '../list/ListPreview';
import { FIRST_PAGE } from '../list/usePagedListArgs';
import { PayoutDatesCell, PayoutStatusCell } from './payoutCells';
import { isRequested, movesOf } from './payoutMoves';

/**
 * The Payouts tab's columns (PayoutsTab.tsx) in plain elements. Its buttons, which ask before they move money, come
 * with the tab: until then their room is kept (ListPreview's action stand-ins), so the rows below do not move.
 */
const COLUMNS: PreviewColumn<AdminPayout>[] = [
  {
    key: 'member',
    title: 'Member',
    cell: (payout) => (
      <div>
        {payout.userName}
        {payout.userEmail && <div className="pw-admin__muted">{payout.userEmail}</div>}
      </div>
    ),
  },
  {
    key: 'assignment',
    title: 'Assignment',
    cell: (payout) => (
      <a href={`/admin/assignment/${payout.assignmentId}`} target="_blank" rel="noopener">
        {payout.assignmentTitle}
        <span className="pw-visually-hidden"> (opens in a new tab)</span>
      </a>
    ),
  },
  {
    key: 'amount',
    title: 'Amount',
    className: 'pw-admin__nowrap',
    align: 'right',
    cell: (payout) => formatMoney(payout.amount),
  },
  {
    key: 'status',
    title: 'Status',
    cell: (payout) => <PayoutStatusCell payout={payout} Tag={PlainTag} />,
  },
  {
    key: 'createdAt',
    title: 'Dates',
    cell: (payout) => <PayoutDatesCell payout={payout} />,
  },
  {
    key: 'actions',
    title: 'Actions',
    cell: (payout) =>
      movesOf(payout).length > 0 && (
        <div className="pw-admin__actions" aria-hidden="true">
          {movesOf(payout).map(({ to, label }) => (
            <span key={to} className="pw-admin-preview__action">
              {label}
            </span>
          ))}
        </div>
      ),
  },
];

/**
 * The Payouts tab's first page as the server renders it (issue 29), from the answer in the page's data block (the
 * requested payouts first, as the tab lists them); the placeholder when there is none (an address with a filter, or
 * an answer that failed), and the tab asks for its list itself.
 */
export function PayoutsPreview({ placeholder }: { placeholder: ReactNode }) {
  const { data } = adminPayoutsApi.endpoints.getAdminPayouts.useQueryState(FIRST_PAGE);
  if (!data) return placeholder;
  return (
    <ListPreview<AdminPayout>
      label="Payouts"
      className="pw-admin-preview--payouts"
      columns={COLUMNS}
      rows={data.items}
      total={`${data.total} ${data.total === 1 ? 'payout' : 'payouts'}`}
      rowKey={(payout) => payout.id}
      rowClassName={(payout) => (isRequested(payout) ? 'pw-admin__row--requested' : '')}
    />
  );
}
