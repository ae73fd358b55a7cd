import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import type { GrammarCheckResult } from './grammarApi';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };
const TEXT = 'Thiss is a apple. The report was written by the team.';

const READABILITY = { readingEase: 81.3, gradeLevel: 3.9, sentences: 2, words: 11, syllables: 14 };

/** What the server answers for TEXT: positions are UTF-16 offsets into it. */
const RESULT: GrammarCheckResult = {
  items: [
    {
      type: 'error',
      category: 'Spelling',
      message: 'Did you mean to spell “Thiss” this way?',
      suggestion: 'This',
      position: { start: 0, end: 5 },
    },
    {
      type: 'error',
      category: 'Grammar',
      message: 'Use “an” before “apple”.',
      suggestion: 'an',
      position: { start: 9, end: 10 },
    },
    {
      type: 'warning',
      category: 'Passive voice',
      message: '“written” makes this sentence passive; consider saying who does what.',
      suggestion: null,
      position: { start: 33, end: 40 },
    },
  ],
  counts: { error: 2, warning: 1, info: 0 },
  readability: READABILITY,
  checkedCharacters: TEXT.length,
  complete: true,
  quota: { limit: null, used: 0, remaining: null, resetsAt: '2026-11-29T00:00:00.000Z' },
};

async function openAsMember(answer: (request: Request) => Response | Promise<Response>) {
  const server = mockServer({
    'GET /api/user': () => json(200, member),
    'POST /api/tools/grammar/prepare': () => new Response(null, { status: 204 }),
    'POST /api/tools/grammar': answer,
  });
  renderApp('/grammar-tool');
  const field = await screen.findByLabelText('Your text', {}, FIRST_RENDER);
  return { server, field, user: userEvent.setup() };
}

describe('the grammar tool (/grammar-tool)', () => {
  it('keeps visitors behind the members-only gate, with the three feature cards in view', async () => {
    const server = mockServer({ 'GET /api/user': unauthorized });
    renderApp('/grammar-tool');
    expect(await screen.findByRole('heading', { name: 'Members Only' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
    for (const title of ['Grammar & Spelling', 'Style & Clarity', 'Readability']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    // The blurred checker asks nothing of the server for a visitor (a 401 in the console costs best practices).
    await new Promise((settle) => setTimeout(settle, 50));
    expect(server.calls()).not.toContain('GET /api/tools/quota');
    expect(server.calls()).not.toContain('POST /api/tools/grammar/prepare');
  });

  it('asks the server to ready the checker once when a member opens it, before any check', async () => {
    const { server } = await openAsMember(() => json(200, RESULT));
    await waitFor(() => expect(server.calls()).toContain('POST /api/tools/grammar/prepare'));
    expect(server.calls().filter((call) => call.startsWith('POST'))).toEqual(['POST /api/tools/grammar/prepare']);
  });

  it('counts words and characters, and enables Analyze Text only for a text that is not blank', async () => {
    const { field, user } = await openAsMember(() => json(200, RESULT));
    const button = screen.getByRole('button', { name: 'Analyze Text' });
    expect(button).toBeDisabled();
    await user.type(field, '   ');
    expect(button).toBeDisabled();
    await user.type(field, 'Two words');
    expect(button).toBeEnabled();
    expect(screen.getByText('2 words')).toBeInTheDocument();
    expect(screen.getByText('12 / 20,000 characters')).toBeInTheDocument();
  });

  it('sends the text, then highlights each finding in place and lists it with the counts and readability', async () => {
    const { server, field, user } = await openAsMember(() => json(200, RESULT));
    await user.type(field, TEXT);
    await user.click(screen.getByRole('button', { name: 'Analyze Text' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    // The quota beside the tools is read again after the check (D20): the check is the last POST.
    expect(
      await server.requests
        .filter((request) => request.method === 'POST')
        .at(-1)!
        .json(),
    ).toEqual({ text: TEXT });

    const marks = within(screen.getByTestId('highlighted-text')).getAllByRole('mark');
    expect(marks.map((mark) => [mark.textContent, mark.getAttribute('data-type')])).toEqual([
      ['Thiss', 'error'],
      ['a', 'error'],
      ['written', 'warning'],
    ]);
    expect(within(results).getByTestId('finding-counts')).toHaveTextContent('2 errors1 warning0 suggestions');
    expect(within(results).getByText('81.3')).toBeInTheDocument();
    expect(within(results).getByText('Easy: 6th grade')).toBeInTheDocument();
    const findings = within(results).getByRole('list', { name: 'Findings' });
    expect(within(findings).getAllByRole('listitem')).toHaveLength(3);
    expect(within(findings).getByText('Use “an” before “apple”.')).toBeInTheDocument();
  });

  it('applies a suggestion with one click: the text changes and the other findings move with it', async () => {
    const { field, user } = await openAsMember(() => json(200, RESULT));
    await user.type(field, TEXT);
    await user.click(screen.getByRole('button', { name: 'Analyze Text' }));
    await screen.findByRole('region', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: 'Change to “This” (“Thiss”)' }));
    expect(field).toHaveValue('This is a apple. The report was written by the team.');
    await user.click(screen.getByRole('button', { name: 'Change to “an” (“a”)' }));
    expect(field).toHaveValue('This is an apple. The report was written by the team.');
    const marks = within(screen.getByTestId('highlighted-text')).getAllByRole('mark');
    expect(marks.map((mark) => mark.textContent)).toEqual(['written']);
    expect(screen.getByTestId('finding-counts')).toHaveTextContent('0 errors1 warning0 suggestions');
  });

  it('asks for a new check once the member edits the text, and stops offering fixes', async () => {
    const { field, user } = await openAsMember(() => json(200, RESULT));
    await user.type(field, TEXT);
    await user.click(screen.getByRole('button', { name: 'Analyze Text' }));
    await screen.findByRole('region', { name: 'Results' });
    await user.type(field, ' More.');
    expect(
      screen.getByText('You have edited the text since it was checked. Analyze it again to update the findings.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change to “This” (“Thiss”)' })).toBeDisabled();
    expect(screen.queryByTestId('highlighted-text')).toBeNull();
  });

  it('shows the busy state while checking, and the server’s message when the check is refused', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { field, user } = await openAsMember(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.type(field, TEXT);
    await user.click(screen.getByRole('button', { name: 'Analyze Text' }));
    expect(await screen.findByText('Checking grammar, spelling, style and readability…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Analyze Text/ })).toBeDisabled();
    const message = 'You have run 60 grammar checks in the last 10 minutes, the most allowed. Try again in 4 minutes.';
    answer(json(429, { statusCode: 429, message }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Analyze Text' })).toBeEnabled());
  });

  it('says when only part of an unusual text could be checked in time', async () => {
    const partial = {
      ...RESULT,
      items: [],
      counts: { error: 0, warning: 0, info: 0 },
      checkedCharacters: 4,
      complete: false,
    };
    const { field, user } = await openAsMember(() => json(200, partial));
    await user.type(field, TEXT);
    await user.click(screen.getByRole('button', { name: 'Analyze Text' }));
    expect(await screen.findByText(/Only the first 4 characters were checked/)).toBeInTheDocument();
    expect(screen.getByText('No problems found.')).toBeInTheDocument();
  });
});
