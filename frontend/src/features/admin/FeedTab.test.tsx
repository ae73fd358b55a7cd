import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type Handler } from '../../test/mockServer';
import { onNarrowScreen } from '../../test/narrowScreen';
import { renderApp } from '../../test/renderApp';
import { pagedList, searchAndStatus, serveAdmin } from './admin.fixtures';
import type { AdminFeedPost, AdminFeedPostsPage } from './adminFeedApi';

const older: AdminFeedPost = { id: 1, text: 'Our spring anthology is open.', postedAt: '2026-03-01T10:00:00.000Z' };
const newer: AdminFeedPost = { id: 2, text: 'Pitch clinic on Friday.', postedAt: '2026-03-02T10:00:00.000Z' };

// antd's Tabs and TextArea measure themselves; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

type Source = AdminFeedPostsPage['source'];

/** The stored posts as the server pages and searches them (`total`: a count a test claims), with the feed's `source`. */
function feedPage(posts: () => AdminFeedPost[], { source = 'database', total }: { source?: Source; total?: number }) {
  const page = pagedList(
    posts,
    searchAndStatus((post) => [post.text]),
    total,
  );
  return async (request: Request) => json(200, { source, ...(await (await page(request)).json()) });
}

function serve(posts: () => AdminFeedPost[], routes: Record<string, Handler> = {}, source: Source = 'database') {
  return serveAdmin({ 'GET /api/admin/feed-posts': feedPage(posts, { source }), ...routes });
}

/** Both posts; deleting the newer one (id 2) leaves the older. */
function serveWithDeletablePost() {
  let posts = [newer, older];
  return serve(() => posts, {
    'DELETE /api/admin/feed-posts/2': () => {
      posts = [older];
      return json(204);
    },
  });
}

async function openFeedTab() {
  renderApp('/admin?tab=feed');
  return userEvent.setup();
}

describe('AdminDashboardPage: Feed', () => {
  it('lists the stored posts with their time, and says so when X is the live source', async () => {
    serve(() => [newer, older], {}, 'x');
    await openFeedTab();
    const row = (await screen.findByText('Pitch clinic on Friday.')).closest('tr') as HTMLElement;
    expect(row.querySelector('time')).toHaveAttribute('dateTime', newer.postedAt);
    expect(screen.getByText('Our spring anthology is open.')).toBeInTheDocument();
    expect(screen.getByText("Visitors currently see the X account's posts")).toBeInTheDocument();
  });

  it('shows no X notice while the stored posts are the feed', async () => {
    serve(() => []);
    await openFeedTab();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.queryByText("Visitors currently see the X account's posts")).not.toBeInTheDocument();
  });

  it('searches on the server, and says when nothing matches', async () => {
    const { queries } = serve(() => [newer, older]);
    const user = await openFeedTab();
    expect(await screen.findByText('2 posts')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search posts' });

    await user.type(search, 'spring{Enter}');
    await waitFor(() => expect(screen.queryByText('Pitch clinic on Friday.')).not.toBeInTheDocument());
    expect(screen.getByText('Our spring anthology is open.')).toBeInTheDocument();
    expect(queries('/api/admin/feed-posts').at(-1)).toEqual({ search: 'spring', page: '1', pageSize: '20' });

    await user.clear(search);
    await user.type(search, '50%_off{Enter}');
    expect(await screen.findByText('No posts match your search')).toBeInTheDocument();
    expect(queries('/api/admin/feed-posts').at(-1)).toEqual({ search: '50%_off', page: '1', pageSize: '20' });
  });

  it('sorts by time on the server, oldest first on the first click, from page 1', async () => {
    const { queries } = serve(() => [newer, older]);
    const user = await openFeedTab();
    await screen.findByText('Pitch clinic on Friday.');
    expect(queries('/api/admin/feed-posts')).toEqual([{ page: '1', pageSize: '20' }]);

    await user.click(screen.getByRole('columnheader', { name: /Posted/ }));
    await waitFor(() =>
      expect(queries('/api/admin/feed-posts').at(-1)).toEqual({
        sortBy: 'postedAt',
        sortOrder: 'ascend',
        page: '1',
        pageSize: '20',
      }),
    );
    await user.click(screen.getByRole('columnheader', { name: /Posted/ }));
    await waitFor(() => expect(queries('/api/admin/feed-posts').at(-1)).toMatchObject({ sortOrder: 'descend' }));
  });

  it('turns pages on the server, with the total the server counts', async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/feed-posts': feedPage(() => [newer, older], { total: 45 }),
    });
    const user = await openFeedTab();
    expect(await screen.findByText('45 posts')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(queries('/api/admin/feed-posts').at(-1)).toEqual({ page: '3', pageSize: '20' }));
  });

  it('counts characters, refuses blank and over-long posts, and publishes a valid one', async () => {
    let posts = [older];
    const server = serve(() => posts, {
      'POST /api/admin/feed-posts': async (request) => {
        const { text } = (await request.json()) as { text: string };
        posts = [{ id: 3, text, postedAt: '2026-03-03T10:00:00.000Z' }, ...posts];
        return json(201, posts[0]);
      },
    });
    const user = await openFeedTab();
    const box = await screen.findByLabelText('New post');
    expect(screen.getByText('0 / 280')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please enter the text of the post')).toBeInTheDocument();

    await user.click(box);
    await user.paste('x'.repeat(281));
    expect(screen.getByText('281 / 280')).toBeInTheDocument();
    expect(await screen.findByText('The post must be at most 280 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(server.calls()).not.toContain('POST /api/admin/feed-posts');

    await user.clear(box);
    await user.type(box, '  New issue out now  ');
    expect(screen.getByText('21 / 280')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Post published')).toBeInTheDocument();
    const post = server.requests.find((request) => request.method === 'POST') as Request;
    expect(await post.json()).toEqual({ text: 'New issue out now' });
    expect(await screen.findByText('New issue out now')).toBeInTheDocument();
    expect(screen.getByLabelText('New post')).toHaveValue('');
  });

  it('reports a post the server refuses', async () => {
    serve(() => [], {
      'POST /api/admin/feed-posts': () => json(400, { statusCode: 400, message: ['The post cannot be blank'] }),
    });
    const user = await openFeedTab();
    await user.type(await screen.findByLabelText('New post'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to publish post')).toBeInTheDocument();
    expect(screen.getByText('The post cannot be blank')).toBeInTheDocument();
  });

  it('deletes a post only after confirmation', async () => {
    const server = serveWithDeletablePost();
    const user = await openFeedTab();
    await user.click(await screen.findByRole('button', { name: 'Delete post: Pitch clinic on Friday.' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete this post?')).toBeInTheDocument();
    expect(server.calls()).not.toContain('DELETE /api/admin/feed-posts/2');

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(server.calls()).toContain('DELETE /api/admin/feed-posts/2');
    await waitFor(() => expect(screen.queryByText('Pitch clinic on Friday.')).not.toBeInTheDocument());
    expect(screen.getByText('Our spring anthology is open.')).toBeInTheDocument();
  });

  it('reports a delete the server refuses', async () => {
    serve(() => [newer], {
      'DELETE /api/admin/feed-posts/2': () => json(404, { statusCode: 404, message: 'Feed post not found' }),
    });
    const user = await openFeedTab();
    await user.click(await screen.findByRole('button', { name: 'Delete post: Pitch clinic on Friday.' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
    expect(screen.getByText('Feed post not found')).toBeInTheDocument();
  });
});

describe('AdminDashboardPage: Feed on a narrow screen', () => {
  onNarrowScreen();

  /** The card of the post that reads `text`. */
  const cardOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

  it('shows each post as a card with its time and its Delete button, not as a table', async () => {
    serve(() => [newer, older]);
    await openFeedTab();
    const card = await cardOf('Pitch clinic on Friday.');
    expect(screen.getByRole('list', { name: 'Posts' })).toContainElement(card);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Posted')).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('dateTime', newer.postedAt);
    expect(within(card).getByRole('button', { name: 'Delete post: Pitch clinic on Friday.' })).toBeInTheDocument();
    expect(screen.getByText('2 posts')).toBeInTheDocument();
  });

  it('deletes a post from its card after confirmation', async () => {
    const server = serveWithDeletablePost();
    const user = await openFeedTab();
    const card = await cardOf('Pitch clinic on Friday.');
    await user.click(within(card).getByRole('button', { name: 'Delete post: Pitch clinic on Friday.' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(server.calls()).toContain('DELETE /api/admin/feed-posts/2');
    await waitFor(() => expect(screen.queryByText('Pitch clinic on Friday.')).not.toBeInTheDocument());
  });

  it('sorts on the server from the Sort by choice, and back to the default order', async () => {
    const { queries } = serve(() => [newer, older]);
    const user = await openFeedTab();
    await cardOf('Pitch clinic on Friday.');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Posted, ascending'));
    await waitFor(() =>
      expect(queries('/api/admin/feed-posts').at(-1)).toEqual({
        sortBy: 'postedAt',
        sortOrder: 'ascend',
        page: '1',
        pageSize: '20',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Default order'));
    await waitFor(() => expect(queries('/api/admin/feed-posts').at(-1)).toEqual({ page: '1', pageSize: '20' }));
  });

  it('searches and turns pages on the server', async () => {
    const { queries } = serveAdmin({
      'GET /api/admin/feed-posts': feedPage(() => [newer, older], { total: 45 }),
    });
    const user = await openFeedTab();
    expect(await screen.findByText('45 posts')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(queries('/api/admin/feed-posts').at(-1)).toEqual({ page: '3', pageSize: '20' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'spring{Enter}');
    await waitFor(() =>
      expect(queries('/api/admin/feed-posts').at(-1)).toEqual({ search: 'spring', page: '1', pageSize: '20' }),
    );
  });

  it('says when there are no posts', async () => {
    serve(() => []);
    await openFeedTab();
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
  });
});
