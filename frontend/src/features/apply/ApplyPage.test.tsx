import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { APPLY_ANSWERS_KEY, NAME_REQUIRED, ACKNOWLEDGMENT_REQUIRED } from './applyQuestionnaire';

const next = () => userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));

async function openApply() {
  const server = mockServer({ 'GET /api/user': unauthorized });
  const app = renderApp('/apply');
  await screen.findByRole('heading', { level: 1, name: 'Apply For Penwright' }, { timeout: 15_000 });
  return { server, app };
}

describe('/apply questionnaire', () => {
  beforeEach(() => sessionStorage.clear());

  it('needs a non-blank name on step 1', async () => {
    await openApply();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute('aria-valuenow', '20');
    expect(screen.getByRole('main').querySelector('[class*="ant-"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText('Full name'), '   ');
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent(NAME_REQUIRED);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('walks the five steps, with optional steps 2 and 3 and a required acknowledgment', async () => {
    const { server, app } = await openApply();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await next();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: 'Blog Posts' }));
    await next();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: 'Blog Posts' })).toBeChecked();
    await next();
    await next();

    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
    await next();
    expect(screen.getByRole('alert')).toHaveTextContent(ACKNOWLEDGMENT_REQUIRED);
    expect(screen.getByRole('alert')).toHaveTextContent("I Don't Acknowledge");
    await user.click(screen.getByRole('radio', { name: 'I Acknowledge' }));
    await next();

    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Ada Lovelace!')).toBeInTheDocument();
    // Plain elements on every step (issue 29): antd's hydration was a long task of about a second on a phone.
    expect(screen.getByRole('main').querySelector('[class*="ant-"]')).toBeNull();
    expect(server.calls()).toEqual(['GET /api/user']); // the questionnaire sends nothing
    await user.click(screen.getByRole('button', { name: 'Continue to registration' }));
    await waitFor(() => expect(app.currentPath()).toBe('/register'));
    expect(JSON.parse(sessionStorage.getItem(APPLY_ANSWERS_KEY) ?? '{}')).toMatchObject({
      name: 'Ada Lovelace',
      writingTypes: ['Blog Posts'],
      involvementGoals: [],
      acknowledgment: 'I Acknowledge',
    });
  });

  it("leads on to registration after I Don't Acknowledge too, keeping that answer for the editors (D2)", async () => {
    const { app } = await openApply();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await next();
    await next();
    await next();
    await user.click(screen.getByRole('radio', { name: "I Don't Acknowledge" }));
    await next();
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Continue to registration' }));
    await waitFor(() => expect(app.currentPath()).toBe('/register'));
    expect(JSON.parse(sessionStorage.getItem(APPLY_ANSWERS_KEY) ?? '{}')).toMatchObject({
      name: 'Ada',
      acknowledgment: "I Don't Acknowledge",
    });
  });
});
