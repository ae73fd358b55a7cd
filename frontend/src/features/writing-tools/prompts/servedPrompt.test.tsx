import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { seedStore } from '../../../app/ssr/pageState';
import { member } from '../../../test/fixtures';
import { createStore, type AppStore } from '../../../app/store';
import { promptsApi } from '../api/promptsApi';
import { prompt, writingRoutes } from '../writing.fixtures';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };
const RANDOM = 'GET /api/prompts/random';
const SERVED = prompt({ id: 21, title: 'The Night Shift', prompt: 'Write the hour before the bakery opens.' });

/** What the server puts into the data block of the writing tools it rendered for a member (app/ssr/routeData.ts). */
const servedPage = (store: AppStore) =>
  void seedStore(store, {
    sessionCookie: true,
    queries: [
      { endpointName: 'getUser', arg: undefined, value: member },
      { endpointName: 'getRandomPrompt', arg: null, value: SERVED },
    ],
  });

// Its own file: the served prompt is taken once per page load (a module's state), as in the browser.
describe('the writing tools the server rendered for a member (issue 29)', () => {
  it('show the prompt the server asked, without asking for another; New Prompt and a later visit ask anew', async () => {
    const server = mockServer(writingRoutes());
    const app = renderApp('/writing-tools', { seed: servedPage });
    expect(await screen.findByRole('heading', { name: 'The Night Shift', level: 2 }, FIRST_RENDER)).toBeVisible();
    // The page has settled (its response field is there) and asked for no prompt: the server's was recorded as seen.
    await screen.findByRole('textbox', { name: 'Your response' });
    expect(server.calls().filter((call) => call === RANDOM)).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'New Prompt' }));
    expect(await screen.findByRole('heading', { name: 'The Last Ferry', level: 2 })).toBeVisible();
    expect(server.calls().filter((call) => call === RANDOM)).toHaveLength(1);

    // Another visit of the page (no new page load): the server's prompt was shown once, so a new one is asked.
    app.unmount();
    renderApp('/writing-tools', { seed: servedPage });
    expect(await screen.findByRole('heading', { name: 'The Last Ferry', level: 2 }, FIRST_RENDER)).toBeVisible();
    await waitFor(() => expect(server.calls().filter((call) => call === RANDOM)).toHaveLength(2));
  });
});

describe('the prompt the server asked, while the member reads before touching the page', () => {
  it('is still in the store after ten minutes (the page takes it when it hydrates, at the first interaction)', async () => {
    jest.useFakeTimers();
    try {
      const store = createStore();
      servedPage(store);
      await jest.advanceTimersByTimeAsync(10 * 60_000);
      expect(promptsApi.endpoints.getRandomPrompt.select(null)(store.getState()).data).toEqual(SERVED);
    } finally {
      jest.useRealTimers();
    }
  });
});
