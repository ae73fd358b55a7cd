import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type Handler } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { serveAdmin } from '../admin/admin.fixtures';
import type { ReviewAssignment, ReviewComment } from './reviewApi';
import { comment, FIRST, grammar, LATEST, reviewAssignment } from './review.fixtures';

function serveReview(
  comments: () => ReviewComment[],
  routes: Record<string, Handler> = {},
  assignment: ReviewAssignment = reviewAssignment(),
) {
  return serveAdmin({
    'GET /api/admin/assignments/21': () => json(200, assignment),
    'GET /api/admin/assignments/21/comments': () => json(200, comments()),
    'GET /api/admin/assignments/21/submissions/2/grammar': () => json(200, grammar()),
    ...routes,
  });
}

const textRegion = (version = 2) => screen.findByRole('textbox', { name: `Version ${version}, the latest` });
const marked = (region: HTMLElement) =>
  [...region.querySelectorAll('mark')].map((mark) => [mark.textContent, mark.className.match(/--(\w+)/g)?.join(' ')]);

/** Selects `quote` in the text region as a mouse would, and lets the page hear of it. */
function select(region: HTMLElement, quote: string) {
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let offset = 0;
  const start = LATEST.indexOf(quote);
  const end = start + quote.length;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (start >= offset && start < offset + length) range.setStart(node, start - offset);
    if (end > offset && end <= offset + length) range.setEnd(node, end - offset);
    offset += length;
  }
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  document.dispatchEvent(new Event('selectionchange'));
}

describe('ReviewPage', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('marks the findings, the matches and the comments at their passages, with the facts beside', async () => {
    serveReview(() => [comment(5, LATEST, 'not empty offices')]);
    renderApp('/admin/assignment/21/review');
    const region = await textRegion();
    await waitFor(() =>
      expect(marked(region)).toEqual([
        ['what the clients will notice', '--match'],
        ['not empty offices', '--comment'],
        ['one working day', '--finding'],
      ]),
    );
    expect(region).toHaveTextContent(LATEST);
    expect(screen.getByText('40 / 1,200 words')).toBeInTheDocument();
    expect(screen.getByText(/^Dana Writer · Writer/)).toBeInTheDocument();
    expect(screen.getByText('7 completed pieces, 2 revisions asked')).toBeInTheDocument();
    expect(screen.getByText(/^Waiting \d+ (day|hour|minute)s?$/)).toBeInTheDocument();
    // A match names its source as the report gives it.
    expect(screen.getByRole('button', { name: '6% · Remote work for small teams' })).toBeInTheDocument();
  });

  it('scrolls to and highlights a passage from the margin, and selects the item from a mark', async () => {
    serveReview(() => [comment(5, LATEST, 'not empty offices')]);
    renderApp('/admin/assignment/21/review');
    const region = await textRegion();
    const finding = await screen.findByRole('button', { name: 'Warning · Plain language' });
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record where the page asks to scroll.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const user = userEvent.setup();
    await user.click(finding);
    expect(finding).toHaveAttribute('aria-pressed', 'true');
    const mark = within(region).getByText('one working day');
    expect(mark).toHaveClass('pw-review__mark--selected');
    expect(scrolled).toContain(mark);

    await user.click(within(region).getByText('not empty offices'));
    const commentItem = screen.getByRole('button', { name: 'Comment by Avery Editor' });
    expect(commentItem).toHaveFocus();
    expect(commentItem).toHaveAttribute('aria-pressed', 'true');
    expect(mark).not.toHaveClass('pw-review__mark--selected');
  });

  it('compares the last reviewed version with the latest word by word, and any two on request', async () => {
    serveReview(() => []);
    renderApp('/admin/assignment/21/review');
    const changes = await screen.findByRole('region', { name: 'Changes between the versions' });
    expect(screen.getByText(/^Version 1 to version 2: \d+ words added, \d+ removed$/)).toBeInTheDocument();
    const added = [...changes.querySelectorAll('ins')].map((node) => node.textContent);
    const removed = [...changes.querySelectorAll('del')].map((node) => node.textContent);
    expect(added.join('')).toContain('first');
    expect(added.join('')).toContain('empty offices');
    expect(removed.join('')).not.toContain('Partners');
    expect(changes).toHaveTextContent(LATEST.slice(0, 20));

    // The same version on both sides: nothing changed.
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Earlier' }));
    const options = await screen.findAllByTitle(/^Version 2 ·/);
    await user.click(options.find((option) => option.classList.contains('ant-select-item-option'))!);
    expect(await screen.findByText('Version 2 to version 2: 0 words added, 0 removed')).toBeInTheDocument();
    expect(changes.querySelectorAll('ins, del')).toHaveLength(0);
  });

  it('opens on what changed: the comparison comes before the latest version', async () => {
    serveReview(() => []);
    renderApp('/admin/assignment/21/review');
    const changes = await screen.findByRole('region', { name: 'Changes between the versions' });
    const latest = await textRegion();
    expect(screen.getByRole('heading', { name: 'What changed' })).toBeInTheDocument();
    expect(changes.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("compares the current writer's versions by default, not those of a writer who released the work", async () => {
    // Version 1 by another writer, reviewed; then the work was released, and Dana Writer (9) handed in 2 and 3.
    const base = reviewAssignment();
    const [first, second] = base.submissions;
    const third = { ...second!, id: 3, content: `${LATEST} Write it down.`, submittedAt: '2026-11-15T16:00:00.000Z' };
    serveReview(
      () => [],
      { 'GET /api/admin/assignments/21/submissions/3/grammar': () => json(200, grammar(third.content)) },
      { ...base, reviewedAt: '2026-11-12T18:00:00.000Z', submissions: [{ ...first!, userId: 4 }, second!, third] },
    );
    renderApp('/admin/assignment/21/review');
    await textRegion(3);
    expect(await screen.findByText(/^Version 2 to version 3: \d+ words? added, 0 removed$/)).toBeInTheDocument();
    expect(screen.getByText(/^Versions marked “another writer”/)).toBeInTheDocument();
  });

  it('offers no comment once the work is decided, and says why', async () => {
    serveReview(() => [], {}, reviewAssignment({ status: 'completed' }));
    renderApp('/admin/assignment/21/review');
    const region = await textRegion();
    act(() => select(region, 'less than they fear'));
    expect(
      screen.getByText(/Comments can be added only while the work waits for a review \(now: Completed\)\./),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Comment on “less than they fear”')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
  });

  it('shows a comment written with HTML as text', async () => {
    const body = '<b>bold</b><script>x</script>';
    serveReview(() => [comment(5, LATEST, 'not empty offices', { body })]);
    renderApp('/admin/assignment/21/review');
    const shown = await screen.findByText(body);
    expect(shown.querySelector('b, script')).toBeNull();
    expect(document.querySelector('.pw-review__margin b, .pw-review__margin script')).toBeNull();
  });

  it('keeps the text read-only: no keyboard on a phone, and an input method leaves the box before it writes', async () => {
    serveReview(() => []);
    renderApp('/admin/assignment/21/review');
    const region = await textRegion();
    expect(region).toHaveAttribute('inputmode', 'none');
    expect(region).toHaveAttribute('aria-readonly', 'true');
    region.focus();
    expect(region).toHaveFocus();
    region.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    expect(region).not.toHaveFocus();
  });

  it('adds a draft comment on the selected passage with its position and quote', async () => {
    let comments: ReviewComment[] = [];
    const { bodies } = serveReview(() => comments, {
      'POST /api/admin/assignments/21/comments': () => {
        comments = [comment(8, LATEST, 'less than they fear', { sentAt: null, body: 'Give the survey figure.' })];
        return json(201, comments[0]);
      },
    });
    renderApp('/admin/assignment/21/review');
    const region = await textRegion();
    act(() => select(region, 'less than they fear'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Comment on “less than they fear”'), 'Give the survey figure.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    const start = LATEST.indexOf('less than they fear');
    expect(await bodies('POST /api/admin/assignments/21/comments')).toEqual([
      {
        submissionId: 2,
        body: 'Give the survey figure.',
        selector: {
          position: { start, end: start + 19 },
          quote: {
            exact: 'less than they fear',
            prefix: LATEST.slice(start - 32, start),
            suffix: LATEST.slice(start + 19, start + 19 + 32),
          },
        },
      },
    ]);
    expect(await screen.findByText('Draft: sent with your decision')).toBeInTheDocument();
    expect(
      screen.getByText('1 draft comment will be sent to the writer with your decision, a revision or a completion.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByText('less than they fear').tagName).toBe('MARK'));
  });

  it('shows "Passage changed" with the quote for a comment whose words are gone, never at another place', async () => {
    serveReview(() => [
      comment(3, FIRST, 'Clients notice slow replies.', { submissionId: 1, body: 'Say what to do about it.' }),
    ]);
    renderApp('/admin/assignment/21/review');
    const region = await textRegion();
    expect(await screen.findByText('Passage changed')).toBeInTheDocument();
    expect(screen.getByText('“Clients notice slow replies.”')).toBeInTheDocument();
    expect(screen.getByText('Say what to do about it.')).toBeInTheDocument();
    expect(region.querySelectorAll('.pw-review__mark--comment')).toHaveLength(0);
  });

  it('re-anchors a comment made on an earlier version to the same words in the latest', async () => {
    serveReview(() => [comment(4, FIRST, 'move their firm to remote work', { submissionId: 1 })]);
    renderApp('/admin/assignment/21/review');
    const region = await textRegion();
    await waitFor(() =>
      expect(region.querySelector('.pw-review__mark--comment')).toHaveTextContent('move their firm to remote work'),
    );
    expect(screen.queryByText('Passage changed')).not.toBeInTheDocument();
  });

  it('deletes a draft, and replies to and resolves a sent comment', async () => {
    let comments = [
      comment(8, LATEST, 'less than they fear', { sentAt: null }),
      comment(9, LATEST, 'not empty offices'),
    ];
    const { bodies } = serveReview(() => comments, {
      'DELETE /api/admin/assignments/21/comments/8': () => {
        comments = comments.filter((item) => item.id !== 8);
        return json(204);
      },
      'POST /api/admin/assignments/21/comments/9/replies': () => json(201, comments[0]),
      'PATCH /api/admin/assignments/21/comments/9': () => {
        comments = comments.map((item) => ({
          ...item,
          resolvedAt: '2026-11-16T10:00:00.000Z',
          resolvedBy: { id: 1, name: 'Avery Editor' },
        }));
        return json(200, comments[0]);
      },
    });
    renderApp('/admin/assignment/21/review');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete draft comment' }));
    expect(await screen.findByText('Draft comment deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('“less than they fear”')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Reply to the comment on “not empty offices”'), 'Thanks, that reads well.');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Resolved by Avery Editor')).toBeInTheDocument();
    expect(await bodies('POST /api/admin/assignments/21/comments/9/replies')).toEqual([
      { body: 'Thanks, that reads well.' },
    ]);
    expect(await bodies('PATCH /api/admin/assignments/21/comments/9')).toEqual([{ resolved: true }]);
  });

  it('requests a revision with the summary note, which sends the drafts too', async () => {
    const { bodies } = serveReview(() => [comment(8, LATEST, 'less than they fear', { sentAt: null })], {
      'POST /api/admin/assignments/21/review': () => json(200, reviewAssignment({ status: 'reviewed' })),
    });
    renderApp('/admin/assignment/21/review');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request revision' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write what the writer should revise.');
    await user.type(screen.getByLabelText('Summary note for the writer'), 'Two passages to look at.');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(await screen.findByText('Revision requested')).toBeInTheDocument();
    expect(await bodies('POST /api/admin/assignments/21/review')).toEqual([
      { decision: 'revise', reviewNotes: 'Two passages to look at.' },
    ]);
  });

  it('completes after a confirmation that shows the pay to be created and the drafts sent with it', async () => {
    const { bodies } = serveReview(() => [comment(8, LATEST, 'less than they fear', { sentAt: null })], {
      'POST /api/admin/assignments/21/review': () => json(200, reviewAssignment({ status: 'completed' })),
    });
    renderApp('/admin/assignment/21/review');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent(
      'Complete "Remote Work Guide for Small Accounting Firms" and pay Dana Writer $60.00?',
    );
    expect(ask).toHaveTextContent(
      '1 draft comment will be sent with it; the writer can read it on the completed work.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Assignment completed')).toBeInTheDocument();
    expect(await bodies('POST /api/admin/assignments/21/review')).toEqual([
      { decision: 'complete', reviewNotes: null },
    ]);
  });
});
