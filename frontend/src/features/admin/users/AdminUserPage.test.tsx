import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin } from '../../../test/fixtures';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { adminUserDetails, choose, serveAdmin } from '../admin.fixtures';
import type { AdminMemberRecord, AdminUserDetails } from '../api/adminUsersApi';

const record: AdminMemberRecord = {
  application: {
    id: 5,
    status: 'approved',
    answers: {
      name: 'Dana Writer',
      writingTypes: ['Blog posts', 'Technical writing'],
      involvement: ['Paid assignments'],
      acknowledgment: 'acknowledge',
    },
    applicantDetails: { address: '3 Ropewalk Lane, Whitby', phone: null, preferredGenres: 'Guides', experience: null },
    decisionNote: 'Clear samples; approved.',
    decidedAt: '2026-03-04T10:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  quizAttempts: [
    {
      id: 1,
      startedAt: '2026-03-02T10:00:00.000Z',
      completedAt: '2026-03-02T10:20:00.000Z',
      score: 8,
      maxScore: 10,
      passed: true,
    },
  ],
  subscription: {
    tier: 'professional',
    tierName: 'Professional',
    price: '29.00',
    status: 'active',
    providerStatus: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-12-01T10:00:00.000Z',
    trialEnd: null,
  },
  assignments: [
    {
      id: 21,
      title: 'Remote Work Guide for Small Accounting Firms',
      status: 'completed',
      deadline: '2026-03-20T10:00:00.000Z',
      payout: { amount: '150.00', status: 'processing' },
    },
  ],
  earnings: { total: '1250.00', pending: '150.00', completed: '1100.00' },
};

function serveUser(user: AdminUserDetails | null, patch = () => json(200, user)) {
  return serveAdmin({
    [`GET /api/admin/users/${user?.id ?? 99}`]: () =>
      user ? json(200, user) : json(404, { statusCode: 404, code: 'USER_NOT_FOUND', message: 'User Not Found' }),
    [`GET /api/admin/users/${user?.id ?? 99}/record`]: () =>
      user ? json(200, record) : json(404, { statusCode: 404, code: 'USER_NOT_FOUND', message: 'User Not Found' }),
    [`PATCH /api/admin/users/${user?.id ?? 99}`]: patch,
  });
}

const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));

describe('AdminUserPage', () => {
  it("shows the member's application, quiz attempts, subscription, earnings and work beside the form", async () => {
    serveUser(adminUserDetails());
    renderApp('/admin/user/9');
    const section = async (name: string) => screen.findByRole('region', { name });
    const application = await section('Application');
    expect(application).toHaveTextContent('APPROVED');
    expect(application).toHaveTextContent('Clear samples; approved.');
    expect(application).toHaveTextContent('Blog posts, Technical writing');
    expect(await section('Quiz attempts')).toHaveTextContent('8/10 (80%) · Passed');
    expect(await section('Subscription')).toHaveTextContent('Professional ($29.00/month)');
    const earnings = await section('Earnings');
    expect(earnings).toHaveTextContent('Total$1,250.00');
    expect(earnings).toHaveTextContent('Pending$150.00 (pending and processing)');
    const work = await section('Assignments');
    expect(work).toHaveTextContent('Remote Work Guide for Small Accounting Firms');
    expect(work).toHaveTextContent('CompletedPayout $150.00 Processing');
    expect(await section('Account')).toContainElement(screen.getByLabelText('First Name'));
  });

  it('shows the user in the form, with what deactivating means and the way back to /admin', async () => {
    serveUser(adminUserDetails());
    renderApp('/admin/user/9');
    expect(await screen.findByLabelText('First Name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Writer');
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');
    expect(screen.getByLabelText('Username')).toHaveValue('dana');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Administrator' })).not.toBeChecked();
    expect(screen.getByText(/Deactivating a user stops their login and platform access/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin Dashboard/ })).toHaveAttribute('href', '/admin?tab=users');
  });

  it('requires the names, e-mail and username, and sends nothing until they are valid', async () => {
    const server = serveUser(adminUserDetails());
    renderApp('/admin/user/9');
    const user = userEvent.setup();
    for (const label of ['First Name', 'Last Name', 'Email', 'Username'])
      await user.clear(await screen.findByLabelText(label));
    await save();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Username is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'ab');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(server.calls()).not.toContain('PATCH /api/admin/users/9');
  });

  it('sends only what changed, and no password while the field is blank', async () => {
    const { bodies } = serveUser(adminUserDetails());
    renderApp('/admin/user/9');
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, ' Danielle ');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.type(screen.getByLabelText('New Password'), '   ');
    await save();
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/users/9')).toEqual([{ firstName: 'Danielle', isActive: false }]);
  });

  it('sends a new password, and the subscription an editor manages for a member without the provider', async () => {
    const { bodies } = serveUser(adminUserDetails({ subscriptionTier: null, subscriptionStatus: 'inactive' }));
    renderApp('/admin/user/9');
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Subscription Tier' });
    await choose(user, 'Subscription Tier', 'Professional');
    await choose(user, 'Subscription Status', 'Active');
    await user.type(screen.getByLabelText('New Password'), 'ink-and-quill-2026');
    await save();
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/users/9')).toEqual([
      { subscriptionStatus: 'active', subscriptionTier: 'professional', newPassword: 'ink-and-quill-2026' },
    ]);
  });

  it('shows the provider’s subscription read-only and never sends it', async () => {
    const { bodies } = serveUser(adminUserDetails({ hasProviderSubscription: true, subscriptionTier: 'professional' }));
    renderApp('/admin/user/9');
    expect(await screen.findByText(/pays through the payment provider/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Subscription Tier' })).not.toBeInTheDocument();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Administrator' }));
    await save();
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/users/9')).toEqual([{ isAdmin: true }]);
  });

  it("reports a refusal with the server's message, or 'An error occurred'", async () => {
    let answer = json(409, { statusCode: 409, message: 'That email address is already in use' });
    serveUser(adminUserDetails(), () => answer);
    renderApp('/admin/user/9');
    await screen.findByLabelText('First Name');
    await save();
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.getByText('That email address is already in use')).toBeInTheDocument();
    answer = json(500);
    await save();
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('keeps the editor from locking themself out', async () => {
    serveUser(adminUserDetails({ id: admin.id, isAdmin: true, email: admin.email }));
    renderApp(`/admin/user/${admin.id}`);
    expect(await screen.findByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Administrator' })).toBeDisabled();
  });

  it("says 'User Not Found' for a missing user or an id that is none", async () => {
    serveUser(null);
    const { unmount } = renderApp('/admin/user/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    unmount();
    const app = renderApp('/admin/user/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/admin/user/abc'));
  });
});
