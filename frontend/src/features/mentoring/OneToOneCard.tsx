import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { serverMessage } from '../../api/errors';
import { longDate } from '../../app/dates';
import { useToast } from '../../app/toast';
import { LoadingBlock } from '../dashboard/LoadingBlock';
import { useGetMySessionsQuery, useRequestSessionMutation, type SessionRequest } from './oneToOneApi';
import {
  earliestPreferred,
  nextMonthStart,
  preferredTimeProblem,
  toLocalInput,
  TOPIC_MAX_LENGTH,
} from './sessionTimes';
import { SessionStateTag } from './SessionStateTag';
import './oneToOne.css';

interface RequestValues {
  topic: string;
  first: string;
  second: string;
  third: string;
}

const TIME_FIELDS = [
  { name: 'first', label: 'First choice' },
  { name: 'second', label: 'Second choice' },
  { name: 'third', label: 'Third choice' },
] as const;

/**
 * The Account tab's "One-to-one sessions" (D20): an Editorial Partner asks a senior editor for a session (a topic and
 * three times that suit them) and sees each answer here: the time and the meeting link, or the editor's note. Who may
 * ask and how many requests the month allows are the server's answer; other members read what the tier offers.
 */
export function OneToOneCard() {
  const { data, isLoading, isError } = useGetMySessionsQuery();
  if (isLoading) return <LoadingBlock />;
  if (isError || !data) return <Alert type="error" showIcon title="Your one-to-one sessions could not be loaded." />;

  const title = <h2 className="pw-dashboard__card-title">One-to-one sessions</h2>;
  if (!data.eligible && data.requests.length === 0) {
    return (
      <Card title={title}>
        <p className="pw-one-to-one__intro">
          One-to-one sessions with a senior editor are part of the Editorial Partner membership.
        </p>
      </Card>
    );
  }
  const perMonth = data.perMonth === 1 ? 'one open request' : `${data.perMonth} open requests`;
  return (
    <Card title={title}>
      <p className="pw-one-to-one__intro">
        Talk through your work with a senior editor. You can have {perMonth} a month; a declined request does not count.
      </p>
      {data.requests.length > 0 && (
        <ul className="pw-one-to-one__list" aria-label="Your session requests">
          {data.requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
      {data.canRequest ? (
        <RequestForm />
      ) : (
        data.eligible && (
          <p className="pw-one-to-one__limit">
            You have used this month’s {data.perMonth === 1 ? 'request' : 'requests'}. You can ask again from{' '}
            {longDate(nextMonthStart(new Date()))}, or as soon as an editor declines an open request.
          </p>
        )
      )}
    </Card>
  );
}

function RequestItem({ request }: { request: SessionRequest }) {
  return (
    <li className="pw-one-to-one__item">
      <div className="pw-one-to-one__item-head">
        <SessionStateTag state={request.state} />
        <span className="pw-one-to-one__asked">Requested {longDate(request.requestedAt)}</span>
      </div>
      <p className="pw-one-to-one__topic">{request.topic}</p>
      {request.state === 'requested' && (
        <p>
          Waiting for an editor. Your times:{' '}
          {request.preferredTimes.map((time) => longDate(time, 'minutes')).join('; ')}.
        </p>
      )}
      {request.state === 'scheduled' && request.scheduledAt && request.meetingLink && (
        <p>
          <strong>{longDate(request.scheduledAt, 'minutes')}</strong>.{' '}
          <a href={request.meetingLink} target="_blank" rel="noopener noreferrer">
            Join the meeting
          </a>
        </p>
      )}
      {request.state === 'declined' && <p>The editors’ note: {request.declineNote}</p>}
    </li>
  );
}

function RequestForm() {
  const [form] = Form.useForm<RequestValues>();
  const [send, { isLoading }] = useRequestSessionMutation();
  const toast = useToast();
  // The form's floor, fixed when it opens; the rules check against the time of submitting.
  const [earliest] = useState(() => toLocalInput(earliestPreferred(Date.now())));

  async function submit(values: RequestValues) {
    try {
      await send({
        topic: values.topic.trim(),
        preferredTimes: [values.first, values.second, values.third].map((value) => new Date(value).toISOString()),
      }).unwrap();
    } catch (error) {
      toast.error('Not requested', serverMessage(error, 'Your request could not be sent. Please try again.'));
      return;
    }
    form.resetFields();
    toast.success('Session requested', 'An editor will choose a time and send you the meeting link by email.');
  }

  return (
    <Form<RequestValues>
      form={form}
      name="one-to-one-request"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        label="What would you like to talk about?"
        name="topic"
        rules={[
          { required: true, whitespace: true, message: 'Please describe what you would like to talk about' },
          { max: TOPIC_MAX_LENGTH, message: `At most ${TOPIC_MAX_LENGTH} characters` },
        ]}
      >
        <Input.TextArea rows={3} maxLength={TOPIC_MAX_LENGTH} showCount />
      </Form.Item>
      <fieldset className="pw-one-to-one__times">
        <legend>Three times that suit you (your time zone, at least 24 hours from now)</legend>
        {TIME_FIELDS.map(({ name, label }) => (
          <Form.Item
            key={name}
            label={label}
            name={name}
            dependencies={TIME_FIELDS.filter((other) => other.name !== name).map((other) => other.name)}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) => {
                  const others = TIME_FIELDS.filter((other) => other.name !== name).map(
                    (other) => getFieldValue(other.name) as string | undefined,
                  );
                  const problem = preferredTimeProblem(value, others, Date.now());
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              }),
            ]}
          >
            <Input type="datetime-local" min={earliest} />
          </Form.Item>
        ))}
      </fieldset>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Request session
      </Button>
    </Form>
  );
}
