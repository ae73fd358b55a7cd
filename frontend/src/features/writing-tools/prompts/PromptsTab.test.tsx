import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer, unauthorized } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import { bodyOf, exhausted, prompt, writingRoutes } from '../writing.fixtures';

jest.setTimeout(60_000);

const FIRST_RENDER = { timeout: 15_000 };
const RANDOM = 'GET /api/prompts/random';

const promptHeading = (title: string) => screen.findByRole('heading', { name: title, level: 2 }, FIRST_RENDER);

describe('/writing-tools for visitors', () => {
  it('asks to sign in through /api/login instead of sending them to /login', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    const app = renderApp('/writing-tools');
    expect(await screen.findByRole('heading', { name: 'Please Sign In', level: 1 }, FIRST_RENDER)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login',
    );
    expect(app.currentPath()).toBe('/writing-tools');
  });
});

describe('the Writing Prompts tab', () => {
  it('shows a random prompt with its category and difficulty, fetched once', async () => {
    const server = mockServer(writingRoutes());
    renderApp('/writing-tools');
    expect(await promptHeading('The Last Ferry')).toBeInTheDocument();
    expect(screen.getByText(/A ferry makes its final crossing/)).toBeInTheDocument();
    expect(screen.getByText('difficulty 3/5')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Writing Prompts', selected: true })).toBeInTheDocument();
    expect(server.calls().filter((call) => call === RANDOM)).toHaveLength(1);
  });

  it('asks for a prompt of the chosen category and announces it', async () => {
    const server = mockServer(
      writingRoutes({
        [RANDOM]: (request) =>
          new URL(request.url).searchParams.get('category') === 'Poetry'
            ? json(200, prompt({ id: 14, title: 'Salt Glass', category: 'Poetry', difficulty: 2 }))
            : json(200, prompt()),
      }),
    );
    renderApp('/writing-tools?tab=prompts');
    await promptHeading('The Last Ferry');

    const categories = screen.getByRole('group', { name: 'Prompt category' });
    await userEvent.setup().click(within(categories).getByRole('button', { name: 'Poetry' }));

    expect(await promptHeading('Salt Glass')).toBeInTheDocument();
    expect(await screen.findByText('New Prompt Generated')).toBeInTheDocument();
    expect(within(categories).getByRole('button', { name: 'Poetry' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.requests.at(-1)?.url).toMatch(/\/api\/prompts\/random\?category=Poetry$/);
  });

  it('offers Start Over once every prompt is seen, then shows a fresh prompt', async () => {
    let seenAll = true;
    const server = mockServer(
      writingRoutes({
        [RANDOM]: () => json(200, seenAll ? exhausted() : prompt({ title: 'A Fresh Start' })),
        'POST /api/prompts/reset': () => {
          seenAll = false;
          return json(200, { cleared: 60 });
        },
      }),
    );
    renderApp('/writing-tools');
    expect(await screen.findByText(exhausted().message, {}, FIRST_RENDER)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Over' }));

    expect(await screen.findByText('Prompt History Reset')).toBeInTheDocument();
    expect(await promptHeading('A Fresh Start')).toBeInTheDocument();
    expect(server.calls()).toContain('POST /api/prompts/reset');
  });

  it('says Reset Failed with the default text when the reset is refused without a message', async () => {
    mockServer(writingRoutes({ [RANDOM]: () => json(200, exhausted()), 'POST /api/prompts/reset': () => json(500) }));
    renderApp('/writing-tools');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start Over' }, FIRST_RENDER));
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to reset prompt history')).toBeInTheDocument();
  });

  it('retries a failing prompt call twice, then offers Try Again', async () => {
    let failures = 3;
    const server = mockServer(
      writingRoutes({
        [RANDOM]: () => (failures-- > 0 ? json(503, { statusCode: 503, message: 'Busy' }) : json(200, prompt())),
      }),
    );
    renderApp('/writing-tools');
    expect(
      await screen.findByText('Failed to fetch writing prompt. Please try again.', {}, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(server.calls().filter((call) => call === RANDOM)).toHaveLength(3);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await promptHeading('The Last Ferry')).toBeInTheDocument();
    expect(server.calls().filter((call) => call === RANDOM)).toHaveLength(4);
  });

  it('does not retry a refusal', async () => {
    const server = mockServer(writingRoutes({ [RANDOM]: () => json(400, { statusCode: 400, message: 'Bad' }) }));
    renderApp('/writing-tools');
    await screen.findByText('Failed to fetch writing prompt. Please try again.', {}, FIRST_RENDER);
    expect(server.calls().filter((call) => call === RANDOM)).toHaveLength(1);
  });

  it('opens the prompt named by &prompt={id} without drawing a random one (Start Writing)', async () => {
    const server = mockServer(
      writingRoutes({ 'GET /api/prompts/21': () => json(200, prompt({ id: 21, title: 'Morning Pages' })) }),
    );
    renderApp('/writing-tools?tab=prompts&prompt=21');
    expect(await promptHeading('Morning Pages')).toBeInTheDocument();
    expect(server.calls()).not.toContain(RANDOM);
  });

  it('Save Draft stores the response with its prompt, then saves the same draft again', async () => {
    const saved = { id: 40, title: 'The Last Ferry', format: 'story', content: '', promptId: 12, wordCount: 6 };
    const server = mockServer(
      writingRoutes({
        'POST /api/drafts': () =>
          json(201, { ...saved, createdAt: '2026-11-23T10:00:00Z', updatedAt: '2026-11-23T10:00:00Z' }),
        'PUT /api/drafts/40': () =>
          json(200, { ...saved, createdAt: '2026-11-23T10:00:00Z', updatedAt: '2026-11-23T10:05:00Z' }),
      }),
    );
    renderApp('/writing-tools');
    await promptHeading('The Last Ferry');
    const user = userEvent.setup();
    const saveDraft = screen.getByRole('button', { name: 'Save Draft' });
    expect(saveDraft).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Your response' }), 'The rope was colder than ever.');
    expect(screen.getByText('6 words')).toBeInTheDocument();
    await user.click(saveDraft);

    expect(await screen.findByText('Draft Saved')).toBeInTheDocument();
    const post = server.requests.find((request) => request.method === 'POST' && request.url.endsWith('/api/drafts'));
    expect(await bodyOf(post)).toEqual({
      title: 'The Last Ferry',
      format: 'story',
      content: 'The rope was colder than ever.',
      promptId: 12,
    });

    await user.click(saveDraft);
    await waitFor(() => expect(server.calls()).toContain('PUT /api/drafts/40'));
  });
});
