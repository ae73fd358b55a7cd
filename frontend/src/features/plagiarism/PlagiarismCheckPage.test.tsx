import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import type { OriginalityCheckResult } from './plagiarismApi';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };
const TEXT = 'Editors read pitches quickly, often on a phone between meetings, so the first two sentences matter.';

const QUOTA = { limit: null, used: 0, remaining: null, resetsAt: '2026-11-29T00:00:00.000Z' };

const COPIED: OriginalityCheckResult = {
  quota: QUOTA,
  originalityScore: 12,
  totalSources: 2,
  words: 16,
  matches: [
    {
      kind: 'blog_post',
      source: 'Blog post: How to Pitch an Editor',
      similarity: 88,
      url: '/blog/how-to-pitch-an-editor',
      matchedText: 'Editors read pitches quickly, often on a phone between meetings',
    },
    {
      kind: 'submission',
      source: 'an earlier submission to the collective',
      similarity: 40,
      url: null,
      matchedText: null,
    },
  ],
};

async function openAsMember(result: OriginalityCheckResult | (() => Response)) {
  const server = mockServer({
    'GET /api/user': () => json(200, member),
    'POST /api/tools/plagiarism': typeof result === 'function' ? result : () => json(200, result),
  });
  renderApp('/plagiarism-check');
  const field = await screen.findByLabelText('Your text', {}, FIRST_RENDER);
  return { server, field, user: userEvent.setup() };
}

async function checkText(result: OriginalityCheckResult) {
  const opened = await openAsMember(result);
  await opened.user.type(opened.field, TEXT);
  await opened.user.click(screen.getByRole('button', { name: 'Check Plagiarism' }));
  return { ...opened, report: await screen.findByRole('region', { name: 'Originality report' }) };
}

describe('the plagiarism checker (/plagiarism-check)', () => {
  it('keeps visitors behind the members-only gate and says plainly what it compares against', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    renderApp('/plagiarism-check');
    expect(await screen.findByRole('heading', { name: 'Members Only' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText(/compares your text with the collective’s own texts/)).toHaveTextContent(
      'It does not search the web',
    );
  });

  it('enables Check Plagiarism only for a text that is not blank, with word and character counts', async () => {
    const { field, user } = await openAsMember(COPIED);
    const button = screen.getByRole('button', { name: 'Check Plagiarism' });
    expect(button).toBeDisabled();
    await user.type(field, ' \n ');
    expect(button).toBeDisabled();
    await user.type(field, 'Three small words');
    expect(button).toBeEnabled();
    expect(screen.getByText('3 words')).toBeInTheDocument();
  });

  it('shows a low score in red with each source, its link and the matched passage', async () => {
    const { server, report } = await checkText(COPIED);
    // The quota beside the tools is read again after the check (D20): the check is the last POST.
    expect(
      await server.requests
        .filter((request) => request.method === 'POST')
        .at(-1)!
        .json(),
    ).toEqual({ text: TEXT });
    expect(within(report).getByText('12%')).toBeInTheDocument();
    expect(report.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'low');
    expect(within(report).getByText('Much of this text is found elsewhere')).toBeInTheDocument();
    expect(within(report).getByText('Matching text was found in 2 sources.')).toBeInTheDocument();
    expect(within(report).getByText(/not a web search/)).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Blog post: How to Pitch an Editor' })).toHaveAttribute(
      'href',
      '/blog/how-to-pitch-an-editor',
    );
    expect(within(report).getByText(COPIED.matches[0]!.matchedText!)).toBeInTheDocument();
  });

  it('shows another member’s submission without text or link (D13)', async () => {
    const { report } = await checkText(COPIED);
    const matches = within(within(report).getByRole('list', { name: 'Matching sources' })).getAllByRole('listitem');
    const other = matches[1]!;
    expect(other).toHaveTextContent('an earlier submission to the collective');
    expect(other).toHaveTextContent('40% of your text');
    expect(other).toHaveTextContent('not shown: it is another member’s unpublished work');
    expect(within(other).queryByRole('link')).toBeNull();
  });

  it('colours a score of 92 green (spec section 9: from 90)', async () => {
    const { report } = await checkText({
      ...COPIED,
      originalityScore: 92,
      totalSources: 1,
      matches: [COPIED.matches[0]!],
    });
    expect(report.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'high');
    expect(within(report).getByText('Original')).toBeInTheDocument();
  });

  it('says so when nothing matched', async () => {
    const { report } = await checkText({
      quota: QUOTA,
      originalityScore: 100,
      totalSources: 0,
      words: 16,
      matches: [],
    });
    expect(within(report).getByText('100%')).toBeInTheDocument();
    expect(within(report).getByText('No matching text was found.')).toBeInTheDocument();
    expect(within(report).queryByRole('list', { name: 'Matching sources' })).toBeNull();
  });

  it('shows the server’s message when the text is refused', async () => {
    const message = 'Your text is too long: 20,001 characters, at most 20,000 are accepted.';
    const { field, user } = await openAsMember(() => json(413, { statusCode: 413, message }));
    await user.type(field, TEXT);
    await user.click(screen.getByRole('button', { name: 'Check Plagiarism' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
