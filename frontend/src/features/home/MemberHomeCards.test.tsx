import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../../test/fixtures';
import { json, mockServer, type Handler } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { progress, prompt } from '../writing-tools/writing.fixtures';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };

function openHome(extra: Record<string, Handler> = {}) {
  const server = mockServer({
    'GET /api/user': () => json(200, member),
    'GET /api/applications/me': () =>
      json(404, { statusCode: 404, code: 'APPLICATION_NOT_SUBMITTED', message: 'No application' }),
    'GET /api/prompts/daily': () => json(200, prompt()),
    'GET /api/writing-progress/me': () => json(200, progress()),
    ...extra,
  });
  const app = renderApp('/');
  return { server, app, user: userEvent.setup() };
}

const card = async (title: string) =>
  within((await screen.findByRole('heading', { name: title, level: 2 }, FIRST_RENDER)).closest('section')!);

describe('the member home’s writing cards', () => {
  it('shows today’s prompt, and Start Writing opens it on the writing tools page', async () => {
    const { app, user } = openHome({ 'GET /api/prompts/12': () => json(200, prompt()) });
    const today = await card("Today's Writing Prompt");
    expect(await today.findByRole('heading', { name: 'The Last Ferry', level: 3 })).toBeInTheDocument();
    expect(today.getByText(/A ferry makes its final crossing/)).toBeInTheDocument();
    expect(today.getByText('Category: Fiction • Difficulty: 3/5')).toBeInTheDocument();
    const start = today.getByRole('link', { name: 'Start Writing' });
    expect(start).toHaveAttribute('href', '/writing-tools?tab=prompts&prompt=12');

    await user.click(start);

    await waitFor(() => expect(app.currentPath()).toBe('/writing-tools?tab=prompts&prompt=12'));
    expect(await screen.findByRole('heading', { name: 'The Last Ferry', level: 2 }, FIRST_RENDER)).toBeInTheDocument();
  });

  it('shows this month’s articles and words and the streak', async () => {
    openHome({
      'GET /api/writing-progress/me': () =>
        json(200, progress({ wordCount: { current: 12_480, target: 10_000, progress: 100 }, streak: { current: 1 } })),
    });
    const yours = await card('Your Progress');
    const value = (label: string) => yours.getByText(label).nextElementSibling?.textContent;
    await yours.findByText('Articles Written');
    expect(value('Articles Written')).toBe('4');
    expect(value('Words This Month')).toBe('12,480');
    expect(value('Streak')).toBe('1 day');
  });

  it('Quick Tools: New Prompt and Word Counter open their tabs, Style Guide downloads the PDF', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/guide');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server, user } = openHome({
      'GET /api/resources/download/complete-style-guide.pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    const tools = await card('Quick Tools');
    expect(tools.getByRole('link', { name: 'New Prompt' })).toHaveAttribute('href', '/writing-tools?tab=prompts');
    expect(tools.getByRole('link', { name: 'Word Counter' })).toHaveAttribute('href', '/writing-tools?tab=tools');

    await user.click(tools.getByRole('button', { name: 'Style Guide' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.calls()).toContain('GET /api/resources/download/complete-style-guide.pdf');
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
  });

  it('keeps the page when the prompt and the progress cannot be loaded', async () => {
    openHome({
      'GET /api/prompts/daily': () => json(500),
      'GET /api/writing-progress/me': () => json(500),
    });
    expect(await screen.findByText(/Today.s prompt could not be loaded/, {}, FIRST_RENDER)).toBeInTheDocument();
    expect(await screen.findByText('Your progress could not be loaded. Please reload the page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });
});
