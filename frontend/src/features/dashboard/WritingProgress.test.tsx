import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { progress } from '../writing-tools/writing.fixtures';
import { dashboardRoutes } from './dashboard.fixtures';
import { ENGAGEMENT_EXPLAINED } from './WritingProgress';

jest.setTimeout(60_000);

const region = async (name: string) => within(await screen.findByRole('region', { name }, { timeout: 15_000 }));

describe('the dashboard’s writing progress and goals (D11)', () => {
  it('shows each figure against its target with a progress bar', async () => {
    mockServer(dashboardRoutes({}, { 'GET /api/writing-progress/me': () => json(200, progress()) }));
    renderApp('/dashboard');
    const block = await region('Writing Progress');
    expect(await block.findByText('4 / 20 articles')).toBeInTheDocument();
    expect(block.getByText('3,250 / 10,000 words')).toBeInTheDocument();
    expect(block.getByText('3 / 10 actions')).toBeInTheDocument();
    const bars = block.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['20', '32', '30']);
    expect(bars[2]).toHaveAccessibleName('Community engagement: 30%');
  });

  it('explains community engagement in a tooltip', async () => {
    mockServer(dashboardRoutes({}, { 'GET /api/writing-progress/me': () => json(200, progress()) }));
    renderApp('/dashboard');
    const block = await region('Writing Progress');
    await userEvent.setup().hover(await block.findByRole('button', { name: 'What counts as engagement?' }));
    expect(await screen.findByText(ENGAGEMENT_EXPLAINED, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('lists this month’s goals with what is left, and the streak', async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/writing-progress/me': () =>
            json(
              200,
              progress({ wordCount: { current: 10_400, target: 10_000, progress: 100 }, streak: { current: 1 } }),
            ),
        },
      ),
    );
    renderApp('/dashboard');
    const goals = await region("This Month's Goals");
    expect(goals.getByText('Submit 20 articles')).toBeInTheDocument();
    expect(goals.getByText('16 articles to go.')).toBeInTheDocument();
    expect(goals.getByText('Write 10,000 words').closest('li')).toHaveTextContent('Done this month.');
    expect(goals.getByText('7 actions to go.')).toBeInTheDocument();
    expect(goals.getByText('Writing streak: 1 day in a row.')).toBeInTheDocument();
  });

  it('offers Try Again when the figures cannot be loaded', async () => {
    let answer = json(500);
    mockServer(dashboardRoutes({}, { 'GET /api/writing-progress/me': () => answer }));
    renderApp('/dashboard');
    const block = await region('Writing Progress');
    expect(await block.findByText('Your writing progress could not be loaded.')).toBeInTheDocument();
    answer = json(200, progress());
    await userEvent.setup().click(block.getByRole('button', { name: 'Try Again' }));
    expect(await block.findByText('4 / 20 articles')).toBeInTheDocument();
  });
});
