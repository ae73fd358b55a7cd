import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized, type Handler } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

const FILE = 'GET /api/resources/download/complete-style-guide.pdf';

async function openAsMember(download: Handler) {
  const server = mockServer({ 'GET /api/user': () => json(200, member), [FILE]: download });
  renderApp('/resources');
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
    expect(await screen.findByText('Please log in to download resources.')).toBeInTheDocument();
    expect(server.calls()).toContain(FILE);
  });

  it('says the download failed on any other error', async () => {
    await openAsMember(() => json(500, { statusCode: 500, message: 'Internal server error' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download Complete Style Guide' }));
    expect(await screen.findByText('Failed to download resource. Please try again.')).toBeInTheDocument();
  });

  it('announces videos and podcasts as coming soon, without a request', async () => {
    const server = await openAsMember(unauthorized);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Watch Self-Editing in Three Passes' }));
    expect(await screen.findByText('This feature will be available soon!')).toBeInTheDocument();
    expect(server.calls()).toEqual(['GET /api/user']);
  });
});
