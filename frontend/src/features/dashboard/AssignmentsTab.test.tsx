import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unsubscribed } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { application, assignment, dashboardRoutes, mine } from './dashboard.fixtures';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };
const refused = (code: string, message: string) => () => json(403, { statusCode: 403, code, message });

async function section(name: 'Available Assignments' | 'My Assignments') {
  const region = await screen.findByRole('region', { name }, FIRST_RENDER);
  await waitFor(() => expect(region.querySelector('.ant-skeleton')).toBeNull());
  return within(region);
}

describe('the Assignments tab: available work', () => {
  it('shows pay per word or as a flat rate, with length and deadline', async () => {
    mockServer(
      dashboardRoutes({
        available: [
          assignment(),
          assignment({
            id: 12,
            title: 'Launch Copy for a Bakery',
            type: 'copywriting',
            payRate: '250.00',
            isPerWord: false,
          }),
        ],
      }),
    );
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    expect(available.getByText('$0.05 per word')).toBeInTheDocument();
    expect(available.getByText('$250.00 flat rate')).toBeInTheDocument();
    expect(available.getAllByText('1,200 words')).toHaveLength(2);
    expect(available.getAllByText('December 20, 2026')).toHaveLength(2);
    expect(available.getByText('Copywriting')).toBeInTheDocument();
  });

  it('accepts: the toast, then both lists are fetched again', async () => {
    const server = mockServer(
      dashboardRoutes({ available: [assignment()] }, { 'POST /api/assignments/11/accept': () => json(200, mine()) }),
    );
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    await userEvent.setup().click(available.getByRole('button', { name: `Accept ${assignment().title}` }));
    expect(await screen.findByText('Assignment Accepted')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        server.calls().filter((call) => call === 'GET /api/assignments' || call === 'GET /api/assignments/me'),
      ).toHaveLength(4),
    );
  });

  it('closes Accept while the quiz is due: the reason and Take Quiz on the card, before any click', async () => {
    const server = mockServer(
      dashboardRoutes({ available: [assignment()], application: application('quiz_required') }),
    );
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    const card = within(available.getByRole('article', { name: assignment().title }));
    const accept = await card.findByRole('button', { name: `Accept ${assignment().title}` });
    await waitFor(() => expect(accept).toBeDisabled());
    expect(accept).toHaveAccessibleDescription('Take the writing assessment to start taking paid assignments.');
    expect(card.getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', '/quiz');
    expect(server.calls()).not.toContain('POST /api/assignments/11/accept');
  });

  it('closes Accept for an approved member without a subscription, with Subscribe Now', async () => {
    mockServer(dashboardRoutes({ available: [assignment()] }, { 'GET /api/user': () => json(200, unsubscribed()) }));
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    const card = within(available.getByRole('article', { name: assignment().title }));
    const accept = await card.findByRole('button', { name: `Accept ${assignment().title}` });
    await waitFor(() => expect(accept).toBeDisabled());
    expect(accept).toHaveAccessibleDescription('Subscribe to a plan to start taking paid assignments.');
    expect(card.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/register');
  });

  it('closes Accept without a link while the application is reviewed', async () => {
    mockServer(dashboardRoutes({ available: [assignment()], application: application('pending') }));
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    const card = within(available.getByRole('article', { name: assignment().title }));
    const accept = await card.findByRole('button', { name: `Accept ${assignment().title}` });
    await waitFor(() => expect(accept).toBeDisabled());
    expect(accept).toHaveAccessibleDescription(/under review/);
    expect(card.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Upgrade Plan when the server finds the subscription lapsed (a trial that ended)', async () => {
    mockServer(
      dashboardRoutes(
        { available: [assignment()] },
        {
          'POST /api/assignments/11/accept': refused(
            'ASSIGNMENT_SUBSCRIPTION_REQUIRED',
            'Subscribe to a plan to take assignments.',
          ),
        },
      ),
    );
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    await userEvent.setup().click(available.getByRole('button', { name: `Accept ${assignment().title}` }));
    const alert = await available.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/register');
  });

  it('toasts the server’s reason on a 409 and keeps no refusal on screen', async () => {
    const message = 'Another writer has already accepted this assignment.';
    mockServer(
      dashboardRoutes(
        { available: [assignment()] },
        { 'POST /api/assignments/11/accept': () => json(409, { statusCode: 409, message }) },
      ),
    );
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    await userEvent.setup().click(available.getByRole('button', { name: `Accept ${assignment().title}` }));
    expect(await screen.findByText('Failed to accept assignment')).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(available.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters as the member types, with the spec’s empty texts', async () => {
    mockServer(
      dashboardRoutes({
        available: [assignment(), assignment({ id: 12, title: 'Launch Copy for a Bakery', type: 'copywriting' })],
      }),
    );
    renderApp('/dashboard?tab=assignments');
    const available = await section('Available Assignments');
    const user = userEvent.setup();
    const search = available.getByRole('searchbox', { name: 'Search Available Assignments' });
    await user.type(search, 'bakery');
    expect(available.getAllByRole('article')).toHaveLength(1);
    expect(available.getByText('Launch Copy for a Bakery')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'copywriting launch');
    expect(available.getAllByRole('article')).toHaveLength(1);
    await user.type(search, ' sonnet');
    expect(available.getByText('No assignments match your search')).toBeInTheDocument();
    const mineList = await section('My Assignments');
    expect(mineList.getByText('No assignments found')).toBeInTheDocument();
  });
});

describe('the Assignments tab: my work', () => {
  it('shows status, the overdue flag, submitted words against the target and the editor’s notes', async () => {
    mockServer(
      dashboardRoutes({
        mine: [
          mine({ id: 1, title: 'Late Brief', overdue: true }),
          mine({
            id: 2,
            title: 'Needs Work',
            status: 'reviewed',
            submittedAt: '2026-11-12T09:00:00.000Z',
            submittedWordCount: 1180,
            reviewNotes: 'Tighten the introduction.',
          }),
          mine({
            id: 3,
            title: 'Waiting',
            status: 'submitted',
            submittedAt: '2026-11-12T09:00:00.000Z',
            submittedWordCount: 1210,
            reviewNotes: 'Old notes stay private until the review.',
          }),
          mine({
            id: 4,
            title: 'Done',
            status: 'completed',
            submittedWordCount: 1200,
            reviewNotes: 'Published as it is. Thank you!',
          }),
        ],
      }),
    );
    renderApp('/dashboard?tab=assignments');
    const list = await section('My Assignments');
    const card = (title: string) => within(list.getByRole('article', { name: title }));
    expect(card('Late Brief').getByText('Overdue')).toBeInTheDocument();
    expect(card('Late Brief').getByText('Assigned')).toBeInTheDocument();
    expect(card('Needs Work').getByText('Revision Requested')).toBeInTheDocument();
    expect(card('Needs Work').getByText('1,180 of 1,200 words')).toBeInTheDocument();
    expect(card('Needs Work').getByText('Tighten the introduction.')).toBeInTheDocument();
    expect(card('Waiting').queryByText('Old notes stay private until the review.')).not.toBeInTheDocument();
    expect(card('Waiting').queryByRole('button')).not.toBeInTheDocument();
    expect(card('Done').getByText('Published as it is. Thank you!')).toBeInTheDocument();
    expect(card('Needs Work').getByRole('button', { name: 'Revise and Resubmit: Needs Work' })).toBeInTheDocument();
  });

  it('the submit dialog: a live word count, disabled while blank, Save Draft and Submit', async () => {
    const brief = mine({ id: 7, title: 'Short Piece', wordCount: 5 });
    const server = mockServer(
      dashboardRoutes(
        { mine: [brief] },
        {
          'PUT /api/assignments/7/draft': () => json(200, { ...brief, status: 'in_progress' }),
          'POST /api/assignments/7/submit': () => json(200, { ...brief, status: 'submitted' }),
        },
      ),
    );
    renderApp('/dashboard?tab=assignments');
    const list = await section('My Assignments');
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Submit Work: Short Piece' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit: Short Piece' }));
    const submit = dialog.getByRole('button', { name: 'Submit for Review' });
    const saveDraft = dialog.getByRole('button', { name: 'Save Draft' });
    expect(dialog.getByText('0 / 5 words')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    const text = dialog.getByRole('textbox', { name: 'Your work' });
    await user.type(text, '   ');
    expect(submit).toBeDisabled();
    expect(saveDraft).toBeDisabled();
    await user.type(text, 'The bakery — opened in 2026.');
    expect(dialog.getByText('5 / 5 words')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(saveDraft);
    expect(await screen.findByText('Draft Saved')).toBeInTheDocument();
    const draft = server.requests.find((request) => request.method === 'PUT');
    expect(await draft?.json()).toEqual({ content: '   The bakery — opened in 2026.' });

    await user.click(submit);
    expect(await screen.findByText('Assignment Submitted')).toBeInTheDocument();
    expect(screen.getByText('Your work has been submitted for review.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ content: '   The bakery — opened in 2026.' });
  });

  it('starts from the saved draft and toasts the server’s reason when a submission is refused', async () => {
    const brief = mine({
      id: 8,
      title: 'Long Piece',
      status: 'in_progress',
      wordCount: 3,
      draftContent: 'My saved opening.',
    });
    const message = 'Your text is too long: 60,000 characters, at most 50,000 are accepted.';
    mockServer(
      dashboardRoutes(
        { mine: [brief] },
        { 'POST /api/assignments/8/submit': () => json(413, { statusCode: 413, message }) },
      ),
    );
    renderApp('/dashboard?tab=assignments');
    const list = await section('My Assignments');
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Submit Work: Long Piece' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('textbox', { name: 'Your work' })).toHaveValue('My saved opening.');
    expect(dialog.getByText('3 / 3 words')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('Failed to submit assignment')).toBeInTheDocument();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks before submitting under 80% of the target: Keep Writing keeps the dialog, Submit Anyway sends', async () => {
    const brief = mine({ id: 9, title: 'Brief Piece', wordCount: 10 });
    const server = mockServer(
      dashboardRoutes(
        { mine: [brief] },
        { 'POST /api/assignments/9/submit': () => json(200, { ...brief, status: 'submitted' }) },
      ),
    );
    renderApp('/dashboard?tab=assignments');
    const list = await section('My Assignments');
    const user = userEvent.setup();
    await user.click(list.getByRole('button', { name: 'Submit Work: Brief Piece' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit: Brief Piece' }));
    await user.type(dialog.getByRole('textbox', { name: 'Your work' }), 'Seven words stand here for the brief.');
    await user.click(dialog.getByRole('button', { name: 'Submit for Review' }));
    const question = 'Your submission has 7 words; the brief asks for 10 (70%). Submit anyway?';
    expect(dialog.getByText(question)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep Writing' }));
    expect(dialog.queryByText(question)).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Submit: Brief Piece' })).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/assignments/9/submit');

    await user.click(dialog.getByRole('button', { name: 'Submit for Review' }));
    await user.click(dialog.getByRole('button', { name: 'Submit Anyway' }));
    expect(await screen.findByText('Assignment Submitted')).toBeInTheDocument();
    expect(server.calls()).toContain('POST /api/assignments/9/submit');
  });
});
