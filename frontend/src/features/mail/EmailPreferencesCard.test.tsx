import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes, mailPreferences } from '../dashboard/dashboard.fixtures';

jest.setTimeout(60_000);

/** The Account tab's "Email notifications" card. */
async function emailCard() {
  const title = await screen.findByRole('heading', { name: 'Email notifications' }, { timeout: 15_000 });
  return within(title.closest('.ant-card') as HTMLElement);
}

describe('Dashboard Account tab: email notifications (D18)', () => {
  it('shows a switch per topic and security mail on and locked', async () => {
    mockServer(dashboardRoutes({}, { 'GET /api/mail/preferences': () => json(200, mailPreferences(['payouts'])) }));
    renderApp('/dashboard?tab=account');
    const card = await emailCard();
    expect(await card.findByRole('switch', { name: 'Application decisions' })).toBeChecked();
    expect(card.getByRole('switch', { name: 'Payouts sent or failed' })).not.toBeChecked();
    expect(card.getByRole('switch', { name: /^Subscription:/ })).toBeChecked();
    const security = card.getByRole('switch', { name: /^Security:/ });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
  });

  it('saves a switch at once and says so', async () => {
    let current = mailPreferences();
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/mail/preferences': () => json(200, current),
          'PUT /api/mail/preferences': () => {
            current = mailPreferences(['billing']);
            return json(200, current);
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await emailCard();
    await user.click(await card.findByRole('switch', { name: /^Subscription:/ }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(card.getByRole('switch', { name: /^Subscription:/ })).not.toBeChecked());
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(await put?.clone().json()).toEqual({ billing: false });
  });

  it('keeps the switch as it was when the change is refused', async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'PUT /api/mail/preferences': () =>
            json(400, {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Choose a notification to switch on or off',
            }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await emailCard();
    await user.click(await card.findByRole('switch', { name: 'Application decisions' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText('Choose a notification to switch on or off')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Application decisions' })).toBeChecked();
  });
});
