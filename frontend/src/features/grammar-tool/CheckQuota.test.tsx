import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };
const RESETS = '2026-11-29T00:00:00.000Z';
const LOCAL_RESET = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
  new Date(RESETS),
);
const LIMIT_MESSAGE =
  'You have used today’s 20 grammar and originality checks, the daily limit of your plan. They reset at midnight UTC (00:00 UTC on November 29, 2026). Professional and Editorial Partner members have no daily limit.';

const quota = (used: number, limit: number | null = 20) => ({
  limit,
  used,
  remaining: limit === null ? null : Math.max(0, limit - used),
  resetsAt: RESETS,
});

/** D20: the checks left today beside the tools, as the server counts them. */
describe('the daily check quota beside the writing checks', () => {
  it('shows a Writer what is left today and when it resets, and reads it again after a refused check', async () => {
    let used = 19;
    const server = mockServer({
      'GET /api/user': () => json(200, member),
      'GET /api/tools/quota': () => json(200, quota(used)),
      'POST /api/tools/plagiarism': () => {
        used = 20;
        return json(429, { statusCode: 429, code: 'TOOL_DAILY_LIMIT_REACHED', message: LIMIT_MESSAGE });
      },
    });
    renderApp('/plagiarism-check');
    expect(await screen.findByTestId('check-quota', {}, FIRST_RENDER)).toHaveTextContent(
      `1 of 20 checks left today, grammar and originality together. They reset on ${LOCAL_RESET} (midnight UTC).`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your text'), 'A short original paragraph about tide pools.');
    await user.click(screen.getByRole('button', { name: 'Check Plagiarism' }));
    expect(await screen.findByText(LIMIT_MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('check-quota')).toHaveTextContent(
        `You have used today’s 20 checks. They reset on ${LOCAL_RESET} (midnight UTC).`,
      ),
    );
    expect(server.calls().filter((call) => call === 'GET /api/tools/quota')).toHaveLength(2);
  });

  it('tells a Professional member their plan has no daily limit, on the grammar tool too', async () => {
    mockServer({ 'GET /api/user': () => json(200, member), 'GET /api/tools/quota': () => json(200, quota(0, null)) });
    renderApp('/grammar-tool');
    expect(await screen.findByTestId('check-quota', {}, FIRST_RENDER)).toHaveTextContent(
      'Your plan has no daily limit on checks.',
    );
  });
});
