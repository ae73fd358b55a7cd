import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

jest.setTimeout(60_000);

const TOKEN = 'NDpiaWxsaW5n.L84uc25KkSFlAa__irh3fRNWAssXR7x7z18qzXPQvhw';
const BILLING = 'Subscription: started, renewed (receipts), payment problems, cancelled, resumed';
const invalid = () =>
  json(400, { statusCode: 400, code: 'MAIL_UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid.' });

describe('the unsubscribe page (D18)', () => {
  it('names what it stops, changes nothing until the button is pressed, then confirms', async () => {
    const server = mockServer({
      'GET /api/user': unauthorized,
      'GET /api/mail/unsubscribe': () => json(200, { topic: 'billing', label: BILLING, unsubscribed: false }),
      'POST /api/mail/unsubscribe': () => json(200, { topic: 'billing', label: BILLING, unsubscribed: true }),
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 15_000 });
    expect(screen.getByText(BILLING)).toBeInTheDocument();
    expect(screen.getByText(/This stops our emails about/)).toBeInTheDocument();
    expect(server.calls()).not.toContain('POST /api/mail/unsubscribe');

    await userEvent.setup().click(button);
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose which emails you get' })).toHaveAttribute(
      'href',
      '/dashboard?tab=account',
    );
    const post = server.requests.find((request) => request.method === 'POST');
    expect(new URL(post!.url).searchParams.get('token')).toBe(TOKEN);
    await waitFor(() => expect(server.calls().filter((call) => call === 'POST /api/mail/unsubscribe')).toHaveLength(1));
  });

  it('says so when the member is unsubscribed already', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'GET /api/mail/unsubscribe': () => json(200, { topic: 'billing', label: BILLING, unsubscribed: true }),
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText('You are unsubscribed', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('explains a forged or cut-short link, and a link without a token, with a way to the preferences', async () => {
    const server = mockServer({ 'GET /api/user': unauthorized, 'GET /api/mail/unsubscribe': invalid });
    const { unmount } = renderApp('/unsubscribe?token=forged');
    expect(await screen.findByText('This unsubscribe link is not valid', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose which emails you get' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    unmount();

    renderApp('/unsubscribe');
    expect(await screen.findByText('This unsubscribe link is not valid', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(server.calls().filter((call) => call.startsWith('GET /api/mail'))).toHaveLength(1);
  });

  it('says an account that no longer exists gets no mail', async () => {
    mockServer({
      'GET /api/user': unauthorized,
      'GET /api/mail/unsubscribe': () =>
        json(404, { statusCode: 404, code: 'MAIL_UNSUBSCRIBE_LINK_UNKNOWN', message: 'gone' }),
    });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText('This account no longer exists', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
