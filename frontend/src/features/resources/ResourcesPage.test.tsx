import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized, type Handler } from '../../test/mockServer';
import { renderPage } from '../../test/renderPage';
import ResourcesPage from './ResourcesPage';

const FILE = 'GET /api/resources/download/complete-style-guide.pdf';

async function openAsMember(download: Handler) {
  const server = mockServer({ 'GET /api/user': () => json(200, member), [FILE]: download });
  renderPage(<ResourcesPage />, '/resources');
  await screen.findByRole('heading', { name: 'Writing Guides' }, { timeout: 15_000 });
  return server;
}

describe('resources downloads (spec section 8)', () => {
  it('lists the four groups and the eight PDFs', async () => {
    await openAsMember(unauthorized);
    for (const group of ['Writing Guides', 'Templates & Worksheets', 'Video Tutorials', 'Podcast Series']) {
      expect(screen.getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(8);
  });

  it('asks to log in on a 401', async () => {
    const server = await openAsMember(unauthorized);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Complete Style Guide' }));
    expect(
      within(await screen.findByRole('alert')).getByText('Please log in to download resources.'),
    ).toBeInTheDocument();
    expect(server.calls()).toContain(FILE);
  });

  it('says the download failed on any other error', async () => {
    await openAsMember(() => json(500, { statusCode: 500, message: 'Internal server error' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Complete Style Guide' }));
    expect(await screen.findByText('Failed to download resource. Please try again.')).toBeInTheDocument();
  });

  it('announces videos and podcasts as coming soon in a toast, not far up the page, without a request', async () => {
    const server = await openAsMember(unauthorized);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watch Self-Editing in Three Passes' }));
    // A toast shows where the member is looking (issue 18), whatever the page's scroll position.
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('This feature will be available soon!')).toBeInTheDocument();
    const page = screen.getByRole('heading', { level: 1, name: 'Writing Resources' }).parentElement!;
    expect(page).not.toHaveTextContent('This feature will be available soon!');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Listen The Brief: Pricing Your Work' }));
    expect(await screen.findByText('This feature will be available soon!')).toBeInTheDocument();
    expect(server.calls()).toEqual(['GET /api/user']);
  });
});
