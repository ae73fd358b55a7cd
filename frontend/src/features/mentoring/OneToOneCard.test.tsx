import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { dashboardRoutes } from '../dashboard/dashboard.fixtures';
import type { MemberSessions, SessionRequest } from './oneToOneApi';
import { toLocalInput } from './sessionTimes';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

const request = (fields: Partial<SessionRequest>): SessionRequest => ({
  id: 1,
  topic: 'Pitching a series on estuary birds to a regional magazine',
  preferredTimes: [at(30), at(54), at(78)].map((time) => time.toISOString()),
  state: 'requested',
  scheduledAt: null,
  meetingLink: null,
  declineNote: null,
  requestedAt: new Date().toISOString(),
  answeredAt: null,
  ...fields,
});

const sessions = (fields: Partial<MemberSessions>): MemberSessions => ({
  eligible: true,
  perMonth: 1,
  openThisMonth: 0,
  canRequest: true,
  requests: [],
  ...fields,
});

async function sessionsCard() {
  const title = await screen.findByRole('heading', { name: 'One-to-one sessions' }, { timeout: 15_000 });
  return within(title.closest('.ant-card') as HTMLElement);
}

describe('Dashboard Account tab: one-to-one sessions (D20)', () => {
  it('tells a member below Editorial Partner what the tier offers, with no form', async () => {
    mockServer(dashboardRoutes());
    renderApp('/dashboard?tab=account');
    const card = await sessionsCard();
    expect(await card.findByText(/part of the Editorial Partner membership/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Request session' })).not.toBeInTheDocument();
  });

  it('sends the topic and three times, and shows the request', async () => {
    let current = sessions({});
    const server = mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/one-to-one/me': () => json(200, current),
          'POST /api/one-to-one': () => {
            const made = request({});
            current = sessions({ openThisMonth: 1, canRequest: false, requests: [made] });
            return json(201, made);
          },
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await sessionsCard();
    await user.type(
      await card.findByLabelText('What would you like to talk about?'),
      'Pitching a series on estuary birds to a regional magazine',
    );
    const times = [at(30), at(54), at(78)];
    for (const [index, label] of ['First choice', 'Second choice', 'Third choice'].entries()) {
      await user.type(card.getByLabelText(label), toLocalInput(times[index]!));
    }
    await user.click(card.getByRole('button', { name: 'Request session' }));

    expect(await screen.findByText('Session requested')).toBeInTheDocument();
    const post = server.requests.find((sent) => sent.method === 'POST' && sent.url.endsWith('/api/one-to-one'));
    const body = (await post!.clone().json()) as { topic: string; preferredTimes: string[] };
    expect(body.topic).toBe('Pitching a series on estuary birds to a regional magazine');
    expect(body.preferredTimes.map((time) => new Date(time).getTime())).toEqual(
      times.map((time) => Math.floor(time.getTime() / 60_000) * 60_000),
    );
    expect(await card.findByText('Requested')).toBeInTheDocument();
    expect(card.getByText(/You have used this month’s request/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Request session' })).not.toBeInTheDocument();
  });

  it('refuses times less than 24 hours ahead or the same twice before sending', async () => {
    const server = mockServer(dashboardRoutes({}, { 'GET /api/one-to-one/me': () => json(200, sessions({})) }));
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await sessionsCard();
    await user.type(await card.findByLabelText('What would you like to talk about?'), 'Query letters');
    await user.type(card.getByLabelText('First choice'), toLocalInput(at(5)));
    await user.type(card.getByLabelText('Second choice'), toLocalInput(at(40)));
    await user.type(card.getByLabelText('Third choice'), toLocalInput(at(40)));
    await user.click(card.getByRole('button', { name: 'Request session' }));
    expect(await card.findByText('Please choose a time at least 24 hours from now')).toBeInTheDocument();
    expect(await card.findAllByText('Please choose three different times')).not.toHaveLength(0);
    expect(server.requests.some((sent) => sent.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal', async () => {
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/one-to-one/me': () => json(200, sessions({})),
          'POST /api/one-to-one': () =>
            json(409, {
              statusCode: 409,
              code: 'ONE_TO_ONE_LIMIT_REACHED',
              message: 'You can have 1 open session request a month.',
            }),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const user = userEvent.setup();
    const card = await sessionsCard();
    await user.type(await card.findByLabelText('What would you like to talk about?'), 'Query letters');
    for (const [index, label] of ['First choice', 'Second choice', 'Third choice'].entries()) {
      await user.type(card.getByLabelText(label), toLocalInput(at(30 + index * 24)));
    }
    await user.click(card.getByRole('button', { name: 'Request session' }));
    expect(await screen.findByText('Not requested')).toBeInTheDocument();
    expect(await screen.findByText('You can have 1 open session request a month.')).toBeInTheDocument();
  });

  it('shows the scheduled time with the meeting link, and a declined request with the editors’ note', async () => {
    const when = at(50).toISOString();
    mockServer(
      dashboardRoutes(
        {},
        {
          'GET /api/one-to-one/me': () =>
            json(
              200,
              sessions({
                openThisMonth: 1,
                canRequest: false,
                requests: [
                  request({ id: 2, state: 'scheduled', scheduledAt: when, meetingLink: 'https://meet.example.org/pw' }),
                  request({ id: 1, state: 'declined', declineNote: 'Fully booked until the 12th.' }),
                ],
              }),
            ),
        },
      ),
    );
    renderApp('/dashboard?tab=account');
    const card = await sessionsCard();
    expect(await card.findByText('Scheduled')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://meet.example.org/pw');
    expect(card.getByText(/Fully booked until the 12th\./)).toBeInTheDocument();
    expect(card.getByText('Declined')).toBeInTheDocument();
  });
});
