import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import {
  useGetAdminPayoutsQuery,
  useUpdatePayoutMutation,
  type AdminPayout,
  type PayoutStatus,
} from '../api/adminPayoutsApi';
import { optionsOf, PAYOUT_STATUS } from '../labels';
import { ListFilters, type ListFilterChange } from '../list/ListFilters';
import { PagedTable } from '../list/PagedTable';
import { emptyListText, usePagedList } from '../list/usePagedListArgs';
import { useReportedChange } from '../useReportedChange';
import { formatMoney } from '../../../app/money';
import { PayoutDatesCell, PayoutStatusCell } from './payoutCells';
import { isRequested, movesOf, type EditorMove } from './payoutMoves';

/** The status filter: every payout, the unpaid ones (the Overview's pending money, D9), or one status. */
type PayoutFilter = PayoutStatus | 'unpaid';
const UNPAID: PayoutStatus[] = ['pending', 'processing', 'failed'];
const STATUS_OPTIONS: { value: PayoutFilter; label: string }[] = [
  { value: 'unpaid', label: 'Unpaid (pending, processing or failed)' },
  ...optionsOf(PAYOUT_STATUS),
];

const statusesOf = (choice: PayoutFilter | undefined) => (choice === 'unpaid' ? UNPAID : choice ? [choice] : undefined);

function choiceOf(statuses: readonly PayoutStatus[] | undefined): PayoutFilter | undefined {
  if (!statuses?.length) return undefined;
  if (statuses.length === UNPAID.length && UNPAID.every((status) => statuses.includes(status))) return 'unpaid';
  return statuses.length === 1 ? statuses[0] : undefined;
}

/** The confirmation of a move: the question with the member and the amount, then what happens. */
export function moveConfirmation(payout: AdminPayout, to: EditorMove) {
  const amount = formatMoney(payout.amount);
  if (to === 'processing' && payout.status === 'processing') {
    return {
      title: `Send ${amount} to ${payout.userName} now?`,
      description: `The payment provider did not confirm the transfer for "${payout.assignmentTitle}". Sending it now is safe: if the first one went through, it is found and nothing is paid twice.`,
    };
  }
  if (to === 'processing' && payout.status === 'failed') {
    return {
      title: `Retry sending ${amount} to ${payout.userName}?`,
      description: `A new transfer of ${amount} for "${payout.assignmentTitle}" goes to ${payout.userName}'s payout account now. The failed one sent nothing.`,
    };
  }
  if (to === 'processing') {
    return {
      title: `Process ${amount} for ${payout.userName}?`,
      description: `${amount} for "${payout.assignmentTitle}" is sent to ${payout.userName}'s payout account now, through the payment provider. The payout is completed when the transfer arrives, and it cannot go back to pending.`,
    };
  }
  return {
    title: `Mark ${amount} to ${payout.userName} as paid?`,
    description: `The payout is marked completed: ${payout.userName} has been paid ${amount} for "${payout.assignmentTitle}". A completed payout is final.`,
  };
}

/**
 * The Payouts tab of /admin (spec section 2, D9, D10): requested payouts first (the server's order), searched
 * and filtered on the server, a page at a time; Process and Mark Complete as the status allows.
 */
export function PayoutsTab({ statuses }: { statuses?: PayoutStatus[] | undefined }) {
  const { args, filter, table } = usePagedList(useGetAdminPayoutsQuery, {
    status: statuses,
    search: undefined as string | undefined,
  });
  const filterBy = (change: ListFilterChange<PayoutFilter>) =>
    filter('status' in change ? { status: statusesOf(change.status) } : { search: change.search });
  const [update, { isLoading: saving, originalArgs }] = useUpdatePayoutMutation();
  const report = useReportedChange();

  const move = (payout: AdminPayout, to: EditorMove) =>
    report(update({ id: payout.id, status: to, assignmentId: payout.assignmentId }).unwrap(), {
      success: 'Payout updated successfully',
      failure: 'Failed to update payout',
    });

  const columns: ColumnsType<AdminPayout> = [
    {
      title: 'Member',
      key: 'member',
      render: (_, payout) => (
        <div>
          {payout.userName}
          {payout.userEmail && <div className="pw-admin__muted">{payout.userEmail}</div>}
        </div>
      ),
    },
    {
      title: 'Assignment',
      key: 'assignment',
      render: (_, payout) => (
        <a href={`/admin/assignment/${payout.assignmentId}`} target="_blank" rel="noopener">
          {payout.assignmentTitle}
          <span className="pw-visually-hidden"> (opens in a new tab)</span>
        </a>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      sorter: true,
      align: 'right',
      className: 'pw-admin__nowrap',
      render: (_, payout) => formatMoney(payout.amount),
    },
    {
      title: 'Status',
      key: 'status',
      sorter: true,
      render: (_, payout) => <PayoutStatusCell payout={payout} Tag={Tag} />,
    },
    // Sorted by the first of its dates, when the payout was earned.
    {
      title: 'Dates',
      key: 'createdAt',
      sorter: true,
      render: (_, payout) => <PayoutDatesCell payout={payout} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 176,
      render: (_, payout) => (
        <div className="pw-admin__actions">
          {movesOf(payout).map(({ to, label }) => {
            const confirmation = moveConfirmation(payout, to);
            return (
              <Popconfirm
                key={to}
                title={confirmation.title}
                description={<p className="pw-admin__confirm">{confirmation.description}</p>}
                okText={label}
                cancelText="Cancel"
                onConfirm={() => move(payout, to)}
              >
                <Button
                  size="small"
                  type={to === 'completed' ? 'primary' : 'default'}
                  disabled={saving}
                  loading={saving && originalArgs?.id === payout.id && originalArgs.status === to}
                  aria-label={`${label}: ${formatMoney(payout.amount)} to ${payout.userName}`}
                >
                  {label}
                </Button>
              </Popconfirm>
            );
          })}
        </div>
      ),
    },
  ];

  return (
    <>
      <ListFilters
        searchLabel="Search payouts"
        statuses={STATUS_OPTIONS}
        status={choiceOf(args.status)}
        onChange={filterBy}
      />
      <PagedTable<AdminPayout>
        {...table}
        noun={{ one: 'payout', many: 'payouts' }}
        columns={columns}
        emptyText={emptyListText('payouts', args)}
        minWidth={900}
        rowClassName={(payout) => (isRequested(payout) ? 'pw-admin__row--requested' : '')}
      />
    </>
  );
}
