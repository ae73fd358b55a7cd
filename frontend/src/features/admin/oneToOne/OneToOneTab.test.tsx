import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/mockServer';
import { renderApp } from '../../../test/renderApp';
import type { AdminSessionRequest } from '../../mentoring/oneToOneApi';
import { serveAdmin } from '../admin.fixtures';
import { meetingLinkProblem } from './AnswerDialogs';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const aRequest = (fields: Partial<AdminSessionRequest> = {}): AdminSessionRequest => ({
  id: 7,
  topic: 'Pitching a series on estuary birds to a regional magazine',
  preferredTimes: [at(30), at(54), at(78)],
  state: 'requested',
  scheduledAt: null,
  meetingLink: null,
  declineNote: null,
  requestedAt: new Date().toISOString(),
  answeredAt: null,
  member: { id: 12, name: 'Rosa Lindqvist', email: 'rosa@example.com' },
  tier: 'editorial_partner',
  tierName: 'Editorial Partner',
  ...fields,
});

const dialog = async (name: RegExp) => within(await screen.findByRole('dialog', { name }));

describe('AdminDashboardPage: One-to-one (D20)', () => {
  it('lists each request with member, tier, topic, preferred times and state', async () => {
    serveAdmin({ 'GET /api/admin/one-to-one': () => json(200, { requests: [aRequest()] }) });
    renderApp('/admin?tab=one-to-one');
    const row = (await screen.findByText('Rosa Lindqvist')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('rosa@example.com');
    expect(row).toHaveTextContent('Editorial Partner');
    expect(row).toHaveTextContent('Pitching a series on estuary birds');
    expect(within(row).getAllByRole('listitem')).toHaveLength(3);
    expect(row).toHaveTextContent('Requested');
  });

  it('schedules at a preferred time with an https link, and sends exactly that', async () => {
    const request = aRequest();
    let answered = false;
    const server = serveAdmin({
      'GET /api/admin/one-to-one': () =>
        json(200, {
          requests: [
            answered
              ? {
                  ...request,
                  state: 'scheduled',
                  scheduledAt: request.preferredTimes[0],
                  meetingLink: 'https://meet.example.org/r',
                }
              : request,
          ],
        }),
      'POST /api/admin/one-to-one/7/schedule': () => {
        answered = true;
        return json(200, { ...request, state: 'scheduled' });
      },
    });
    renderApp('/admin?tab=one-to-one');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    const schedule = await dialog(/Schedule a session with Rosa Lindqvist/);
    await user.type(schedule.getByLabelText('Meeting link'), 'http://meet.example.org/r');
    await user.click(schedule.getByRole('button', { name: 'Schedule' }));
    expect(await schedule.findByText('The meeting link must be an https:// link')).toBeInTheDocument();
    await user.clear(schedule.getByLabelText('Meeting link'));
    await user.type(schedule.getByLabelText('Meeting link'), 'https://meet.example.org/r');
    await user.click(schedule.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Session scheduled')).toBeInTheDocument();
    expect(await server.bodies('POST /api/admin/one-to-one/7/schedule')).toEqual([
      { scheduledAt: request.preferredTimes[0], meetingLink: 'https://meet.example.org/r' },
    ]);
    expect(await screen.findByRole('link', { name: 'https://meet.example.org/r' })).toBeInTheDocument();
  });

  it('declines with a note, and says so when another editor answered first', async () => {
    const server = serveAdmin({
      'GET /api/admin/one-to-one': () => json(200, { requests: [aRequest()] }),
      'POST /api/admin/one-to-one/7/decline': () =>
        json(409, {
          statusCode: 409,
          code: 'ONE_TO_ONE_ALREADY_ANSWERED',
          message: 'This request has already been scheduled, by you or another editor. Reload to see the answer.',
        }),
    });
    renderApp('/admin?tab=one-to-one');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const decline = await dialog(/Decline Rosa Lindqvist/);
    await user.click(decline.getByRole('button', { name: 'Decline' }));
    expect(await decline.findByText('Please write the member a note')).toBeInTheDocument();
    await user.type(decline.getByLabelText('Note to the member'), 'Fully booked until the 12th.');
    await user.click(decline.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request not declined')).toBeInTheDocument();
    expect(await screen.findByText(/already been scheduled, by you or another editor/)).toBeInTheDocument();
    expect(await server.bodies('POST /api/admin/one-to-one/7/decline')).toEqual([
      { note: 'Fully booked until the 12th.' },
    ]);
  });

  it('accepts https meeting links only', () => {
    expect(meetingLinkProblem('https://meet.example.org/abc')).toBeNull();
    expect(meetingLinkProblem('http://meet.example.org/abc')).toMatch(/https/);
    expect(meetingLinkProblem('javascript:alert(1)')).toMatch(/https/);
    expect(meetingLinkProblem('https://localhost/x')).toMatch(/https/);
    expect(meetingLinkProblem('')).toMatch(/Please give/);
  });
});
