import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

const visitor = {
  'GET /api/user': () => json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' }),
};

describe('the newsletter mail pages', () => {
  it('confirms a subscription only when the button is pressed', async () => {
    const server = mockServer({
      ...visitor,
      'POST /api/newsletter/confirm': () => json(200, { message: 'Your subscription is confirmed. Thank you!' }),
    });
    renderApp('/newsletter/confirm?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(server.calls()).not.toContain('POST /api/newsletter/confirm');

    await userEvent.setup().click(button);
    expect(await screen.findByText('Your subscription is confirmed. Thank you!')).toBeInTheDocument();
    expect(await (server.requests.find((r) => r.method === 'POST') as Request).json()).toEqual({ token: 'abc.def' });
  });

  it('unsubscribes with the link token in one click, and shows a refused link', async () => {
    const server = mockServer({
      ...visitor,
      'POST /api/newsletter/unsubscribe': () =>
        json(400, {
          statusCode: 400,
          code: 'NEWSLETTER_LINK_INVALID',
          message: 'This link is not valid. Please use the link from your email.',
        }),
    });
    renderApp('/newsletter/unsubscribe?token=forged');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(server.calls()).not.toContain('POST /api/newsletter/unsubscribe');
    await userEvent.setup().click(button);
    expect(await screen.findByText('This link is not valid. Please use the link from your email.')).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST') as Request;
    expect(new URL(post.url).searchParams.get('token')).toBe('forged');
  });

  it('says so when the link has no token', async () => {
    mockServer(visitor);
    renderApp('/newsletter/unsubscribe');
    expect(
      await screen.findByText('This link is incomplete. Please use the link from your email.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
