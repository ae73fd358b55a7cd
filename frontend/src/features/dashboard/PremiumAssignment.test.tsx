import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { assignment, dashboardRoutes } from './dashboard.fixtures';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };
const IN_TWO_DAYS = new Date(Date.now() + 48 * 3_600_000).toISOString();

async function available() {
  const region = await screen.findByRole('region', { name: 'Available Assignments' }, FIRST_RENDER);
  await waitFor(() => expect(region.querySelector('.ant-skeleton')).toBeNull());
  return within(region);
}

/** D20, "First look": premium work is marked, and before it opens to all it says when. */
describe('premium assignments on the Assignments tab', () => {
  it('marks premium work and says when it opens to all members, while it is a first look', async () => {
    mockServer(
      dashboardRoutes({
        available: [
          assignment({ id: 31, title: 'Museum audio guide', isPremium: true, opensToAllAt: IN_TWO_DAYS }),
          assignment({ id: 32, title: 'Bakery launch copy' }),
        ],
      }),
    );
    renderApp('/dashboard?tab=assignments');
    const list = await available();
    const premium = within(list.getByRole('article', { name: 'Museum audio guide' }));
    expect(premium.getByText('Premium')).toBeInTheDocument();
    const opens = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(IN_TWO_DAYS),
    );
    expect(premium.getByText(`First look for Editorial Partners. Opens to all members on ${opens}.`)).toBeVisible();
    const plain = within(list.getByRole('article', { name: 'Bakery launch copy' }));
    expect(plain.queryByText('Premium')).toBeNull();
    expect(plain.queryByText(/Opens to all members/)).toBeNull();
  });

  it('keeps the badge once premium work is open to all, without the opening time', async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    mockServer(
      dashboardRoutes({
        available: [assignment({ id: 33, title: 'Annual letter', isPremium: true, opensToAllAt: past })],
      }),
    );
    renderApp('/dashboard?tab=assignments');
    const card = within((await available()).getByRole('article', { name: 'Annual letter' }));
    expect(card.getByText('Premium')).toBeInTheDocument();
    expect(card.queryByText(/Opens to all members/)).toBeNull();
  });

  it('shows the server’s refusal of an early accept', async () => {
    const message =
      'This premium assignment is open to Editorial Partners first. It opens to all members on December 2, 2026 at 5:00 PM UTC.';
    mockServer(
      dashboardRoutes(
        {
          available: [assignment({ id: 34, title: 'Festival programme', isPremium: true, opensToAllAt: IN_TWO_DAYS })],
        },
        {
          'POST /api/assignments/34/accept': () =>
            json(403, { statusCode: 403, code: 'PREMIUM_EARLY_ACCESS', message }),
        },
      ),
    );
    renderApp('/dashboard?tab=assignments');
    const list = await available();
    await userEvent.setup().click(list.getByRole('button', { name: 'Accept Festival programme' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
