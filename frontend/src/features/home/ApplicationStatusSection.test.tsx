import { palette } from '../../app/theme';
import { screen } from '@testing-library/react';
import { member, unsubscribed } from '../../test/fixtures';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import type { User } from '../auth/user';

function home(status: string | null, user: User = member, decisionNote: string | null = null) {
  mockServer({
    'GET /api/user': () => json(200, user),
    'GET /api/applications/me': () =>
      status === null
        ? json(404, { statusCode: 404, code: 'APPLICATION_NOT_SUBMITTED', message: 'No application found.' })
        : json(200, { id: 3, status, reapplyAt: null, decisionNote }),
  });
  renderApp('/');
}

const badge = () => screen.findByText(/^(APPROVED|PENDING|QUIZ REQUIRED|REJECTED)$/);
const withoutSubscription: User = unsubscribed();

describe('Application Status on the member home', () => {
  it('offers the quiz while it is due, with a blue QUIZ REQUIRED badge', async () => {
    home('quiz_required');
    expect(await screen.findByRole('heading', { name: 'Application Status' })).toBeInTheDocument();
    expect(await badge()).toHaveTextContent('QUIZ REQUIRED');
    expect(await badge()).toHaveStyle({ color: '#1f4e8c' });
    expect(screen.getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', '/quiz');
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('shows PENDING in gold and no buttons', async () => {
    home('pending');
    expect(await badge()).toHaveTextContent('PENDING');
    expect(await badge()).toHaveStyle({ color: palette.accent });
    expect(screen.queryByRole('link', { name: 'Take Quiz' })).not.toBeInTheDocument();
  });

  it('asks an approved member without a subscription to subscribe', async () => {
    home('approved', withoutSubscription);
    expect(await badge()).toHaveTextContent('APPROVED');
    expect(await badge()).toHaveStyle({ color: palette.success });
    expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/register');
  });

  it('does not ask a subscribed approved member to subscribe', async () => {
    home('approved');
    expect(await badge()).toHaveTextContent('APPROVED');
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it('shows REJECTED in red', async () => {
    home('rejected');
    expect(await badge()).toHaveStyle({ color: palette.error });
  });

  it('shows the editors’ note on their decision as text, line breaks kept', async () => {
    const note = 'Your sample on tide pools was lovely.\nStart with the <b>science desk</b> briefs.';
    home('approved', member, note);
    expect(await screen.findByText('A note from the editors')).toBeInTheDocument();
    const quote = screen.getByText(/Your sample on tide pools was lovely/);
    expect(quote.textContent).toBe(note);
    expect(quote.querySelector('b')).toBeNull();
  });

  it('shows no note section when the editors left none', async () => {
    home('rejected');
    expect(await badge()).toHaveTextContent('REJECTED');
    expect(screen.queryByText('A note from the editors')).not.toBeInTheDocument();
  });

  it('is absent without an application', async () => {
    home(null);
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    await screen.findByText('Ready to continue your writing journey?');
    expect(screen.queryByRole('heading', { name: 'Application Status' })).not.toBeInTheDocument();
  });
});
