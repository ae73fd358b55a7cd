import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { APPLY_ANSWERS_KEY, PAYMENT_SETUP_KEY } from './registrationStorage';
import { bodyOf, fill, fillAccount, fillInfo, page, payWithCard, server, setupResponse } from './registrationTestKit';

jest.setTimeout(60_000);

describe('RegisterPage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows every validation message of the info and account steps, sending only the e-mail check', async () => {
    const mock = server();
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /Congrats!/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Please enter a valid email address',
      'First name is required',
      'Last name is required',
      'Address is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fill(user, 'Email', 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await fillInfo(user);

    await screen.findByRole('heading', { level: 1, name: 'Create Your Login Credentials' });
    await fill(user, 'Username', 'ab');
    await fill(user, 'Password', '12345');
    await fill(user, 'Confirm Password', '1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await fill(user, 'Username', 'c'.repeat(19));
    expect(await screen.findByText('Username must be less than 20 characters')).toBeInTheDocument();
    // The one call: the e-mail's availability, when the info step was complete.
    expect(mock.calls()).toEqual(['GET /api/user', 'GET /api/billing/config', 'POST /api/register/check-email']);
  });

  it('registers a visitor on writer with the sandbox card, carrying the /apply answers', async () => {
    const answers = {
      name: 'Nora Quill',
      writingTypes: ['Articles'],
      involvement: ['Improve My Skills'],
      acknowledgment: 'acknowledge',
    };
    window.sessionStorage.setItem(APPLY_ANSWERS_KEY, JSON.stringify(answers));
    const mock = server();
    const app = renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);

    await screen.findByRole('heading', {
      level: 1,
      name: 'Join as a Member to Start Writing - Select Your Preferred Tier',
    });
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Writer' }));
    await payWithCard(user);
    expect(await bodyOf(mock, '/api/create-subscription-payment-intent')).toEqual({
      tier: 'writer',
      customerInfo: {
        email: 'nora@example.com',
        name: 'Nora Quill',
        firstName: 'Nora',
        lastName: 'Quill',
        username: 'nora',
      },
    });
    expect(screen.getByText('$4.99/month')).toBeInTheDocument();
    expect(screen.getByText('Test mode — no real charge')).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(page().getByRole('link', { name: 'Refund & Cancellation Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(page().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(JSON.parse(window.sessionStorage.getItem(PAYMENT_SETUP_KEY) ?? '{}')).toMatchObject(setupResponse);

    const submit = screen.getByRole('button', { name: 'Pay and Create Account' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(app.currentPath()).toBe('/dashboard'));
    expect(await screen.findByText('Account Created Successfully')).toBeInTheDocument();
    expect(await bodyOf(mock, '/api/billing/sandbox/confirm')).toEqual({
      clientSecret: setupResponse.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(await bodyOf(mock, '/api/create-account')).toMatchObject({
      email: 'nora@example.com',
      username: 'nora',
      password: 'pen-and-ink',
      address: '12 Harbour Lane',
      tier: 'writer',
      stripeCustomerId: 'cus_sbx_1',
      stripeSubscriptionId: 'sub_sbx_1',
      applyAnswers: answers,
    });
    expect(window.sessionStorage.getItem(PAYMENT_SETUP_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(APPLY_ANSWERS_KEY)).toBeNull();
  });

  it("shows 'Payment Failed' for a declined card and creates no account", async () => {
    const mock = server({
      'POST /api/billing/sandbox/confirm': () =>
        json(402, { statusCode: 402, code: 'PAYMENT_DECLINED', message: 'Your card was declined.' }),
    });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Professional' }));
    await payWithCard(user, '4000000000000002');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay and Create Account' }));
    expect(await screen.findByText('Payment Failed', { selector: '.ant-notification *' })).toBeInTheDocument();
    // Also at the card form, where the person is looking, and it stays there (issue 18).
    expect(page().getByText('Payment Failed')).toBeInTheDocument();
    expect(page().getByText(/^Your card was declined\. Please check the card details/)).toBeInTheDocument();
    expect(mock.calls()).not.toContain('POST /api/create-account');
  });

  it('checks the e-mail when the info step is submitted and shows a taken one on its field', async () => {
    const taken = 'An account with this email already exists';
    const mock = server({
      'POST /api/register/check-email': () => json(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: taken }),
    });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(taken);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Create Your Login Credentials' })).not.toBeInTheDocument();
    expect(await bodyOf(mock, '/api/register/check-email')).toEqual({ email: 'nora@example.com' });
  });

  it('shows the rate limit on the field too, and lets the visitor on when the check gets no answer', async () => {
    const limited = 'Too many attempts from your network. Please wait a few minutes and try again.';
    let answer = () => json(429, { statusCode: 429, code: 'EMAIL_CHECK_RATE_LIMITED', message: limited });
    server({ 'POST /api/register/check-email': () => answer() });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    expect(await screen.findByText(limited)).toBeInTheDocument();
    answer = () => {
      throw new Error('offline'); // no answer: the payment setup checks the e-mail again later
    };
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Login Credentials' })).toBeInTheDocument();
  });

  it('sends a visitor back to the Email field when the payment setup finds the e-mail taken after all', async () => {
    const taken = 'An account with this email already exists';
    server({
      'POST /api/create-subscription-payment-intent': () =>
        json(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: taken }),
    });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Writer' }));
    await screen.findByRole('heading', { level: 1, name: /^Congrats!/ });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(taken));
    expect(screen.getByLabelText('Email')).toHaveValue('nora@example.com');
  });

  it("states the free trial's terms once, under its price", async () => {
    server();
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);
    await screen.findByRole('heading', { level: 1, name: /Select Your Preferred Tier$/ });
    expect(screen.getAllByText(/Free for 1 month, then \$4\.99\/month/)).toHaveLength(1);
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Free Trial' })).toHaveTextContent('Start Free Trial');
    expect(screen.getByRole('button', { name: 'Choose Editorial Partner' })).toHaveTextContent('Choose Plan');
  });

  it("shows 'Setup Error' when the payment cannot be prepared", async () => {
    server({
      'POST /api/create-subscription-payment-intent': () =>
        json(500, { statusCode: 500, message: 'Internal server error' }),
    });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Free Trial' }));
    expect(await screen.findByText('Setup Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to initialize payment system.')).toBeInTheDocument();
  });

  it("says the setup's own refusal, and 'Setup Error' for an answer that explains nothing (an unknown route)", async () => {
    const limited = 'Too many payment attempts. Please wait a few minutes and try again.';
    let answer = () => json(429, { statusCode: 429, code: 'PAYMENT_RATE_LIMITED', message: limited });
    server({ 'POST /api/create-subscription-payment-intent': () => answer() });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Free Trial' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();
    answer = () =>
      json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Cannot POST /api/create-subscription-payment-intent' });
    await user.click(screen.getByRole('button', { name: 'Choose Free Trial' }));
    expect(await screen.findByText('Failed to initialize payment system.')).toBeInTheDocument();
  });

  it("reports 'Account Creation Failed' with the server message", async () => {
    server({
      'POST /api/create-account': () =>
        json(409, { statusCode: 409, code: 'USERNAME_TAKEN', message: 'This username is already taken' }),
    });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Writer' }));
    await payWithCard(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay and Create Account' }));
    expect(await screen.findByText('Account Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken', { selector: '.ant-notification *' })).toBeInTheDocument();
    // Back at the credentials, the message on the Username field.
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Login Credentials' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already taken'),
    );
  });

  it('sends the visitor back by the refusal’s code, whatever its wording', async () => {
    const reworded = 'That address already belongs to a member';
    server({
      'POST /api/create-account': () => json(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: reworded }),
    });
    renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await fillInfo(user);
    await fillAccount(user);
    await user.click(await screen.findByRole('button', { name: 'Choose Writer' }));
    await payWithCard(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay and Create Account' }));
    expect(await screen.findByText('Account Creation Failed')).toBeInTheDocument();
    // Back at the basic information, the message on the Email field.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(reworded));
  });
});
