import { screen, waitFor, within } from '@testing-library/react';
import { mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes, mine } from './dashboard.fixtures';

jest.setTimeout(60_000);

describe('the member’s originality score on their submitted work (D13)', () => {
  it('shows each submitted assignment’s score, coloured at 90 and 70, and nothing before a submission', async () => {
    const submitted = {
      status: 'submitted' as const,
      submittedAt: '2026-11-12T09:00:00.000Z',
      submittedWordCount: 1190,
    };
    mockServer(
      dashboardRoutes({
        mine: [
          mine({ id: 1, title: 'Still Writing' }),
          mine({ id: 2, title: 'All Mine', ...submitted, originalityScore: 96 }),
          mine({ id: 3, title: 'Borrowed Lines', ...submitted, originalityScore: 41 }),
        ],
      }),
    );
    renderApp('/dashboard?tab=assignments');
    const region = await screen.findByRole('region', { name: 'My Assignments' }, { timeout: 15_000 });
    await waitFor(() => expect(region.querySelector('.ant-skeleton')).toBeNull());
    const card = (title: string) => within(within(region).getByRole('article', { name: title }));
    expect(card('Still Writing').queryByText('Originality')).toBeNull();
    expect(card('All Mine').getByText('96% original')).toHaveStyle({ color: '#2e6b34' });
    expect(card('Borrowed Lines').getByText('41% original')).toHaveStyle({ color: '#b3261e' });
  });
});
