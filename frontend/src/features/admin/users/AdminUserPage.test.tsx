import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { admin } from '../../../test/fixtures';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { adminUserDetails, choose, serveAdmin } from '../admin.fixtures';
import type { AdminUserDetails } from '../api/adminUsersApi';

function serveUser(user: AdminUserDetails | null, patch = () => json(200, user)) {
  return serveAdmin({
    [`GET /api/admin/users/${user?.id ?? 99}`]: () =>
      user ? json(200, user) : json(404, { statusCode: 404, message: 'User Not Found' }),
    [`PATCH /api/admin/users/${user?.id ?? 99}`]: patch,
  });
}

const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));

describe('AdminUserPage', () => {
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
