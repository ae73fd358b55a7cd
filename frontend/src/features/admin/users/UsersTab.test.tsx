import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/mockServer';
import { onNarrowScreen } from '../../../test/narrowScreen';
import { renderApp } from '../../../test/renderApp';
import { adminUser, editorRow, pagedList, searchAndStatus, serveAdmin } from '../admin.fixtures';
import type { AdminUser } from '../api/adminUsersApi';

const dana = adminUser();
const lee = adminUser({ id: 10, firstName: 'Lee', lastName: 'Quill', email: 'lee@example.com', username: 'lee' });

function serveUsers(rows: () => AdminUser[], routes: Parameters<typeof serveAdmin>[0] = {}) {
  return serveAdmin({
    'GET /api/admin/users': pagedList(
      rows,
      searchAndStatus((user) => [user.firstName, user.lastName, user.email, user.username]),
    ),
    ...routes,
  });
}

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('AdminDashboardPage: Users', () => {
  it('lists users with their subscription, and searches on the server', async () => {
    const { queries } = serveUsers(() => [editorRow, dana, lee]);
    renderApp('/admin?tab=users');
    const row = await rowOf('dana@example.com');
    expect(row).toHaveTextContent('Dana Writer');
    expect(row).toHaveTextContent('@dana');
    expect(row).toHaveTextContent('WriterActive');
    expect(screen.getByText('3 users')).toBeInTheDocument();

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search users' }), 'lee{Enter}');
    await waitFor(() => expect(screen.queryByText('dana@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('lee@example.com')).toBeInTheDocument();
    expect(queries('/api/admin/users').at(-1)).toEqual({ search: 'lee', page: '1', pageSize: '20' });
  });

  it("says 'No users found', and 'No users match your search' while searching", async () => {
    serveUsers(() => []);
    renderApp('/admin?tab=users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz{Enter}');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
  });

  it('sorts by name, e-mail or joining date on the server, one column at a time, from page 1', async () => {
    const { queries } = serveUsers(() => [editorRow, dana, lee]);
    renderApp('/admin?tab=users');
    await screen.findByText('dana@example.com');
    const user = userEvent.setup();
    await user.click(screen.getByRole('columnheader', { name: /Email/ }));
    await waitFor(() =>
      expect(queries('/api/admin/users').at(-1)).toEqual({
        sortBy: 'email',
        sortOrder: 'ascend',
        page: '1',
        pageSize: '20',
      }),
    );
    await user.click(screen.getByRole('columnheader', { name: /Joined/ }));
    await waitFor(() =>
      expect(queries('/api/admin/users').at(-1)).toEqual({
        sortBy: 'createdAt',
        sortOrder: 'ascend',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Email/ })).not.toHaveAttribute('aria-sort');
  });

  it('deactivates with a request carrying only isActive', async () => {
    let active = true;
    const { bodies } = serveUsers(() => [adminUser({ isActive: active })], {
      'PATCH /api/admin/users/9': () => {
        active = false;
        return json(200, { ...adminUser({ isActive: false }), hasProviderSubscription: false });
      },
    });
    renderApp('/admin?tab=users');
    const toggle = await screen.findByRole('switch', { name: 'Active: Dana Writer' });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(await bodies('PATCH /api/admin/users/9')).toEqual([{ isActive: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: Dana Writer' })).not.toBeChecked());
  });

  it("reports a refused change with the server's reason", async () => {
    serveUsers(() => [dana], {
      'PATCH /api/admin/users/9': () => json(409, { statusCode: 409, message: 'That account is already gone' }),
    });
    renderApp('/admin?tab=users');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Active: Dana Writer' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.getByText('That account is already gone')).toBeInTheDocument();
  });

  it('offers no deactivation of the editor themself and no delete for any admin', async () => {
    serveUsers(() => [editorRow, adminUser({ id: 11, email: 'ed@example.com', isAdmin: true }), dana]);
    renderApp('/admin?tab=users');
    const me = await rowOf('grace@example.com');
    expect(within(me).getByRole('switch')).toBeDisabled();
    expect(within(me).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(await rowOf('ed@example.com')).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(await rowOf('dana@example.com')).getByRole('switch')).toBeEnabled();
  });

  it('deletes a member after a confirmation', async () => {
    let rows = [dana, lee];
    const server = serveUsers(() => rows, {
      'DELETE /api/admin/users/9': () => {
        rows = [lee];
        return json(204);
      },
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Dana Writer' }));
    expect(server.calls()).not.toContain('DELETE /api/admin/users/9');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('dana@example.com')).not.toBeInTheDocument());
  });

  it('reports a refused deletion with the message', async () => {
    serveUsers(() => [dana], {
      'DELETE /api/admin/users/9': () => json(409, { statusCode: 409, message: 'Administrators cannot be deleted' }),
    });
    renderApp('/admin?tab=users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Dana Writer' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('Administrators cannot be deleted')).toBeInTheDocument();
  });

  it('opens the edit page', async () => {
    serveUsers(() => [dana], {
      'GET /api/admin/users/9': () => json(200, { ...dana, hasProviderSubscription: false }),
    });
    const app = renderApp('/admin?tab=users');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Edit Dana Writer' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/user/9'));
    // The page's code loads on first use, which takes a while on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit User' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

describe('AdminDashboardPage: Users on a narrow screen', () => {
  onNarrowScreen();

  it('shows each user as a card with every field and its actions, not as a table', async () => {
    serveUsers(() => [editorRow, dana]);
    renderApp('/admin?tab=users');
    const card = (await screen.findByText('dana@example.com')).closest('li') as HTMLElement;
    expect(screen.getByRole('list', { name: 'Users' })).toContainElement(card);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Dana Writer');
    expect(within(card).getByRole('switch', { name: 'Active: Dana Writer' })).toBeChecked();
    expect(within(card).getByRole('link', { name: 'Edit Dana Writer' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Dana Writer' })).toBeInTheDocument();
    expect(screen.getByText('2 users')).toBeInTheDocument();
  });
});
