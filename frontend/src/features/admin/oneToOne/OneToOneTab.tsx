import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { longDate } from '../../../app/dates';
import {
  useDeclineSessionMutation,
  useGetSessionRequestsQuery,
  useScheduleSessionMutation,
  type AdminSessionRequest,
  type SessionState,
} from '../../mentoring/oneToOneApi';
import { SessionStateTag } from '../../mentoring/SessionStateTag';
import { FRESH } from '../api/adminApi';
import { useReportedChange } from '../useReportedChange';
import { DeclineDialog, ScheduleDialog } from './AnswerDialogs';
import './oneToOneTab.css';

const STATE_OPTIONS: { value: SessionState; label: string }[] = [
  { value: 'requested', label: 'Requested' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'declined', label: 'Declined' },
];

type Answering = { request: AdminSessionRequest; kind: 'schedule' | 'decline' } | null;

function Answer({ request }: { request: AdminSessionRequest }) {
  if (request.state === 'scheduled') {
    return (
      <>
        {longDate(request.scheduledAt!, 'minutes')}
        <br />
        <a href={request.meetingLink!} target="_blank" rel="noopener noreferrer">
          {request.meetingLink}
        </a>
      </>
    );
  }
  if (request.state === 'declined') return <>{request.declineNote}</>;
  return null;
}

/**
 * The One-to-one tab of /admin (D20): Editorial Partners' requests for a session with a senior editor, open ones
 * first. An editor schedules one (a time and a meeting link) or declines it with a note; when another editor
 * answered first, the server's 409 says so and the list reloads.
 */
export function OneToOneTab() {
  const [state, setState] = useState<SessionState | undefined>('requested');
  const { data, isFetching, isError } = useGetSessionRequestsQuery(state, FRESH);
  const [schedule, scheduling] = useScheduleSessionMutation();
  const [decline, declining] = useDeclineSessionMutation();
  const [answering, setAnswering] = useState<Answering>(null);
  const report = useReportedChange();

  const columns: ColumnsType<AdminSessionRequest> = [
    {
      title: 'Member',
      key: 'member',
      render: (_value, request) =>
        request.member ? (
          <>
            {request.member.name}
            <br />
            <span className="pw-admin-one-to-one__email">{request.member.email}</span>
          </>
        ) : (
          'Unknown User'
        ),
    },
    { title: 'Tier', dataIndex: 'tierName', key: 'tier' },
    {
      title: 'Topic',
      dataIndex: 'topic',
      key: 'topic',
      render: (topic: string) => <span className="pw-admin-one-to-one__topic">{topic}</span>,
    },
    {
      title: 'Preferred times',
      key: 'times',
      render: (_value, request) => (
        <ul className="pw-admin-one-to-one__times">
          {request.preferredTimes.map((time) => (
            <li key={time}>{longDate(time, 'minutes')}</li>
          ))}
        </ul>
      ),
    },
    { title: 'Requested', key: 'requested', render: (_value, request) => longDate(request.requestedAt) },
    { title: 'State', key: 'state', render: (_value, request) => <SessionStateTag state={request.state} /> },
    { title: 'Answer', key: 'answer', render: (_value, request) => <Answer request={request} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, request) =>
        request.state === 'requested' && (
          <span className="pw-admin-one-to-one__actions">
            <Button size="small" type="primary" onClick={() => setAnswering({ request, kind: 'schedule' })}>
              Schedule
            </Button>
            <Button size="small" danger onClick={() => setAnswering({ request, kind: 'decline' })}>
              Decline
            </Button>
          </span>
        ),
    },
  ];

  async function onSchedule(request: AdminSessionRequest, answer: { scheduledAt: string; meetingLink: string }) {
    const made = await report(schedule({ id: request.id, ...answer }).unwrap(), {
      success: 'Session scheduled',
      failure: 'Session not scheduled',
    });
    if (made) setAnswering(null);
  }

  async function onDecline(request: AdminSessionRequest, note: string) {
    const made = await report(decline({ id: request.id, note }).unwrap(), {
      success: 'Request declined',
      failure: 'Request not declined',
    });
    if (made) setAnswering(null);
  }

  return (
    <div className="pw-admin-one-to-one">
      <div className="pw-admin-one-to-one__filters">
        <label htmlFor="pw-one-to-one-state">State</label>
        <Select<SessionState>
          id="pw-one-to-one-state"
          allowClear
          placeholder="Every state"
          value={state}
          options={STATE_OPTIONS}
          onChange={(value) => setState(value)}
          style={{ minWidth: 180 }}
        />
      </div>
      {isError ? (
        <Alert type="error" showIcon title="The session requests could not be loaded." />
      ) : (
        <Table<AdminSessionRequest>
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: state === 'requested' ? 'No open requests' : 'No requests' }}
        />
      )}
      {answering?.kind === 'schedule' && (
        <ScheduleDialog
          request={answering.request}
          saving={scheduling.isLoading}
          onConfirm={(answer) => void onSchedule(answering.request, answer)}
          onCancel={() => setAnswering(null)}
        />
      )}
      {answering?.kind === 'decline' && (
        <DeclineDialog
          request={answering.request}
          saving={declining.isLoading}
          onConfirm={(note) => void onDecline(answering.request, note)}
          onCancel={() => setAnswering(null)}
        />
      )}
    </div>
  );
}
