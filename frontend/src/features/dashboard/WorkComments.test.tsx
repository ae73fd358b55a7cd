import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { comment, LATEST } from '../review/review.fixtures';
import type { ReviewComment } from '../review/reviewApi';
import { dashboardRoutes, mine } from './dashboard.fixtures';

jest.setTimeout(60_000);

const revise = mine({
  id: 21,
  title: 'Remote Work Guide',
  status: 'reviewed',
  submittedContent: LATEST,
  submittedAt: '2026-11-14T16:00:00.000Z',
  submittedWordCount: 40,
  reviewNotes: 'Two passages to look at.',
});

/** The revision dialog of assignment 21, whose editor commented on two passages. */
async function openRevision(comments: () => ReviewComment[], extra = {}) {
  const server = mockServer(
    dashboardRoutes({ mine: [revise] }, { 'GET /api/assignments/21/comments': () => json(200, comments()), ...extra }),
  );
  renderApp('/dashboard?tab=assignments');
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Revise and Resubmit: Remote Work Guide' }, { timeout: 15_000 }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Submit: Remote Work Guide' }));
  await dialog.findByRole('heading', { name: /^Comments from the editor/ });
  return { server, dialog, user };
}

const twoComments = () => [
  comment(5, LATEST, 'less than they fear', { body: 'Give the survey figure.' }),
  comment(6, LATEST, 'one working day', { body: 'Is a day realistic for a small firm?' }),
];

describe("the writer's comments in the revision dialog", () => {
  it('shows each comment and selects its passage in the text being edited', async () => {
    const { dialog, user } = await openRevision(twoComments);
    expect(dialog.getByRole('heading', { name: 'Comments from the editor (2 open of 2)' })).toBeInTheDocument();
    expect(dialog.getByText('Give the survey figure.')).toBeInTheDocument();
    const shows = dialog.getAllByRole('button', { name: 'Show the passage in your text' });
    await user.click(shows[1]!);
    const text = dialog.getByRole('textbox', { name: 'Your work' }) as HTMLTextAreaElement;
    expect(text).toHaveFocus();
    expect(LATEST.slice(text.selectionStart, text.selectionEnd)).toBe('one working day');
  });

  it('follows the passages as the writer types, and says "Passage changed" when the words are gone', async () => {
    const { dialog, user } = await openRevision(twoComments);
    const text = dialog.getByRole('textbox', { name: 'Your work' }) as HTMLTextAreaElement;
    const marked = () =>
      [
        ...dialog
          .getByRole('region', { name: 'Your text with the commented passages marked', hidden: true })
          .querySelectorAll('mark'),
      ].map((mark) => mark.textContent);
    expect(marked()).toEqual(['less than they fear', 'one working day']);
    const edited = `A new opening sentence. ${LATEST.replace('one working day', 'four hours')}`;
    fireEvent.change(text, { target: { value: edited } });
    await waitFor(() => expect(dialog.getByText('Passage changed')).toBeInTheDocument());
    expect(marked()).toEqual(['less than they fear']);
    // The untouched passage is found again where it moved to.
    const [show] = dialog.getAllByRole('button', { name: 'Show the passage in your text' });
    expect(dialog.getAllByRole('button', { name: 'Show the passage in your text' })).toHaveLength(1);
    await user.click(show!);
    expect(edited.slice(text.selectionStart, text.selectionEnd)).toBe('less than they fear');
  });

  it('replies to a comment and resolves it', async () => {
    let comments = twoComments();
    const { server, dialog, user } = await openRevision(() => comments, {
      'POST /api/assignments/21/comments/5/replies': () => {
        const reply = {
          id: 1,
          author: { id: 9, name: 'Dana Writer', editor: false },
          body: 'Added: 62% of firms.',
          createdAt: '2026-11-16T09:00:00.000Z',
        };
        comments = [{ ...comments[0]!, replies: [reply] }, comments[1]!];
        return json(201, comments[0]);
      },
      'PATCH /api/assignments/21/comments/5': () => {
        comments = [
          { ...comments[0]!, resolvedAt: '2026-11-16T09:05:00.000Z', resolvedBy: { id: 9, name: 'Dana Writer' } },
          comments[1]!,
        ];
        return json(200, comments[0]);
      },
    });
    await user.type(dialog.getByLabelText('Reply to the comment on “less than they fear”'), 'Added: 62% of firms.');
    await user.click(dialog.getAllByRole('button', { name: 'Reply' })[0]!);
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(await dialog.findByText('Added: 62% of firms.')).toBeInTheDocument();
    await user.click(dialog.getAllByRole('button', { name: 'Resolve' })[0]!);
    expect(await dialog.findByText('Resolved by Dana Writer')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Comments from the editor (1 open of 2)' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    const sent = server.requests.filter((request) => request.url.includes('/comments/5'));
    expect(await Promise.all(sent.map((request) => request.json()))).toEqual([
      { body: 'Added: 62% of firms.' },
      { resolved: true },
    ]);
  });
});

describe("the editor's comments shown to the writer", () => {
  it('shows a comment written with HTML as text in the revision dialog', async () => {
    const body = '<b>bold</b><script>x</script>';
    const { dialog } = await openRevision(() => [comment(5, LATEST, 'less than they fear', { body })]);
    const shown = dialog.getByText(body);
    expect(shown.querySelector('b, script')).toBeNull();
  });

  it('shows the comments sent with the completion on the completed work, read only, once asked for', async () => {
    const done = mine({
      id: 22,
      title: 'Client Letters',
      status: 'completed',
      submittedContent: LATEST,
      submittedWordCount: 40,
      reviewNotes: 'Published as it is.',
    });
    const server = mockServer(
      dashboardRoutes(
        { mine: [done] },
        {
          'GET /api/assignments/22/comments': () =>
            json(200, [comment(7, LATEST, 'one working day', { assignmentId: 22, body: 'A day reads better.' })]),
        },
      ),
    );
    renderApp('/dashboard?tab=assignments');
    const card = within(await screen.findByRole('article', { name: 'Client Letters' }, { timeout: 15_000 }));
    const reads = () => server.requests.filter((request) => request.url.includes('/api/assignments/22/comments'));
    expect(reads()).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(card.getByText('Comments from the editor'));
    expect(await card.findByText('A day reads better.')).toBeInTheDocument();
    expect(card.getByText('“one working day”')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(reads()).toHaveLength(1);
  });
});
