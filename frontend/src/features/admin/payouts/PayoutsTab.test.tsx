import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { adminPayout, pagedList, searchAndStatus, serveAdmin } from '../admin.fixtures';
import type { AdminPayout } from '../api/adminPayoutsApi';

const requested = adminPayout({ id: 30, amount: '1250.00', requestedAt: '2026-11-16T08:00:00.000Z' });
const pending = adminPayout();
const processing = adminPayout({
  id: 32,
  status: 'processing',
  assignmentTitle: 'Landing Page Copy for a Bakery Delivery Service',
  processedAt: '2026-11-17T08:00:00.000Z',
});
const orphan = adminPayout({
  id: 33,
  status: 'completed',
  userId: null,
  userName: 'Unknown User',
  userEmail: null,
  assignmentTitle: 'Newsletter for a Community Orchestra',
  completedAt: '2026-11-18T08:00:00.000Z',
});

function servePayouts(rows: () => AdminPayout[], routes: Parameters<typeof serveAdmin>[0] = {}) {
  return serveAdmin({
    'GET /api/admin/payouts': pagedList(
      rows,
      searchAndStatus((payout) => [payout.userName, payout.userEmail ?? '', payout.assignmentTitle]),
    ),
    ...routes,
  });
}

const rows = async () => {
  await screen.findByText('$1,250.00');
  return screen.getAllByRole('row').slice(1);
};
/** The open confirmation that asks `question` (a closed one may stay in the document, hidden). */
const confirmation = async (question: string) => {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('tooltip').find((tip) => tip.textContent?.includes(question));
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
};
const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('AdminDashboardPage: Payouts', () => {
  it('lists requested payouts first and marked, with the actions each status allows', async () => {
    servePayouts(() => [requested, pending, processing, orphan]);
    renderApp('/admin?tab=payouts');
    const [first, second, third, fourth] = (await rows()) as HTMLElement[];
    expect(first).toHaveTextContent('Dana Writer');
    expect(first).toHaveClass('pw-admin__row--requested');
    expect(within(first as HTMLElement).getByText('Requested')).toBeInTheDocument();
    expect(buttonsOf(first as HTMLElement)).toEqual(['Process', 'Mark Complete']);
    expect(second).not.toHaveClass('pw-admin__row--requested');
    expect(buttonsOf(second as HTMLElement)).toEqual(['Process', 'Mark Complete']);
    expect(buttonsOf(third as HTMLElement)).toEqual(['Mark Complete']);
    expect(fourth).toHaveTextContent('Unknown User');
    expect(buttonsOf(fourth as HTMLElement)).toEqual([]);
    expect(within(fourth as HTMLElement).getByRole('link')).toHaveAttribute('href', '/admin/assignment/21');
  });

  it('asks before each move, naming the member, the amount and what happens; Cancel sends nothing', async () => {
    let current = pending;
    const { bodies, calls } = servePayouts(() => [requested, current], {
      'PATCH /api/admin/payouts/31': async (request) => {
        const { status } = (await request.json()) as { status: AdminPayout['status'] };
        current = adminPayout({ status });
        return json(200, current);
      },
    });
    renderApp('/admin?tab=payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Complete: $60.00 to Dana Writer' }));
    const first = await confirmation('Mark $60.00 to Dana Writer as paid?');
    expect(first).toHaveTextContent('The payout is marked completed: Dana Writer has been paid $60.00');
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(calls().filter((call) => call.startsWith('PATCH'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Process: $60.00 to Dana Writer' }));
    const process = await confirmation('Process $60.00 for Dana Writer?');
    expect(process).toHaveTextContent("is sent to Dana Writer's payout account now, through the payment provider");
    await user.click(within(process).getByRole('button', { name: 'Process' }));
    expect(await screen.findByText('Payout updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Process: $60.00 to Dana Writer' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Mark Complete: $60.00 to Dana Writer' }));
    const complete = await confirmation('Mark $60.00 to Dana Writer as paid?');
    await user.click(within(complete).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark Complete: $60.00 to Dana Writer' })).not.toBeInTheDocument(),
    );
    expect(await bodies('PATCH /api/admin/payouts/31')).toEqual([{ status: 'processing' }, { status: 'completed' }]);
  });

  it('offers Send transfer on a processing payout whose transfer the provider never confirmed, and says why', async () => {
    const unconfirmed = adminPayout({
      id: 34,
      status: 'processing',
      processedAt: '2026-11-17T08:00:00.000Z',
      transferUnconfirmed: true,
    });
    const { bodies } = servePayouts(() => [requested, unconfirmed], {
      'PATCH /api/admin/payouts/34': () => json(200, { ...unconfirmed, transferUnconfirmed: false }),
    });
    renderApp('/admin?tab=payouts');
    const [, row] = (await rows()) as HTMLElement[];
    expect(row).toHaveTextContent('Transfer not confirmed by the provider');
    // Mark Complete waits: the transfer may have been made.
    expect(buttonsOf(row as HTMLElement)).toEqual(['Send transfer']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send transfer: $60.00 to Dana Writer' }));
    const send = await confirmation('Send $60.00 to Dana Writer now?');
    expect(send).toHaveTextContent('if the first one went through, it is found and nothing is paid twice');
    await user.click(within(send).getByRole('button', { name: 'Send transfer' }));
    expect(await bodies('PATCH /api/admin/payouts/34')).toEqual([{ status: 'processing' }]);
  });

  it("reports a refused change with the server's message", async () => {
    servePayouts(() => [processing], {
      'PATCH /api/admin/payouts/32': () => json(409, { statusCode: 409, message: 'This payout is already completed.' }),
    });
    renderApp('/admin?tab=payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark Complete/ }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Failed to update payout')).toBeInTheDocument();
    expect(screen.getByText('This payout is already completed.')).toBeInTheDocument();
  });

  it('filters by status and searches on the server, with the empty texts', async () => {
    const { queries } = servePayouts(() => [requested, processing]);
    renderApp('/admin?tab=payouts&status=pending');
    expect(await screen.findByText('$1,250.00')).toBeInTheDocument();
    expect(queries('/api/admin/payouts')).toEqual([{ status: 'pending', page: '1', pageSize: '20' }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('All statuses'));
    expect(await screen.findByText('Landing Page Copy for a Bakery Delivery Service')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search payouts' }), 'orchestra{Enter}');
    expect(await screen.findByText('No payouts match your search')).toBeInTheDocument();
    expect(queries('/api/admin/payouts').at(-1)).toEqual({ search: 'orchestra', page: '1', pageSize: '20' });
  });

  it("opens on the unpaid payouts the Overview's figure counts, and offers that filter", async () => {
    const { queries } = servePayouts(() => [requested, processing]);
    renderApp('/admin?tab=payouts&status=pending,processing,failed');
    expect(await screen.findByText('$1,250.00')).toBeInTheDocument();
    expect(queries('/api/admin/payouts')).toEqual([{ status: 'pending,processing,failed', page: '1', pageSize: '20' }]);
    expect(screen.getByRole('combobox', { name: 'Filter by status' }).closest('.ant-select')).toHaveTextContent(
      'Unpaid (pending, processing or failed)',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByTitle('Processing'));
    await waitFor(() =>
      expect(queries('/api/admin/payouts').at(-1)).toEqual({ status: 'processing', page: '1', pageSize: '20' }),
    );
  });

  it('shows a failed transfer with its reason, and Retry asks before sending a new transfer (D21)', async () => {
    let current = adminPayout({
      status: 'failed',
      failedAt: '2026-11-19T08:00:00.000Z',
      failureReason: 'The bank account could not receive the transfer (test account 000999999991).',
    });
    const { bodies } = servePayouts(() => [requested, current], {
      'PATCH /api/admin/payouts/31': () => {
        current = adminPayout({ status: 'completed', completedAt: '2026-11-20T08:00:00.000Z' });
        return json(200, current);
      },
    });
    renderApp('/admin?tab=payouts');
    const [, failed] = (await rows()) as HTMLElement[];
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The bank account could not receive the transfer (test account 000999999991).');
    expect(failed).toHaveTextContent('Failed November 19, 2026');
    expect(buttonsOf(failed as HTMLElement)).toEqual(['Retry']);
    const user = userEvent.setup();
    await user.click(within(failed as HTMLElement).getByRole('button', { name: 'Retry: $60.00 to Dana Writer' }));
    const retry = await confirmation('Retry sending $60.00 to Dana Writer?');
    expect(retry).toHaveTextContent('The failed one sent nothing.');
    await user.click(within(retry).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Payout updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/payouts/31')).toEqual([{ status: 'processing' }]);
  });

  it("says 'No payouts found' when there are none", async () => {
    servePayouts(() => []);
    renderApp('/admin?tab=payouts');
    expect(await screen.findByText('No payouts found')).toBeInTheDocument();
  });
});
