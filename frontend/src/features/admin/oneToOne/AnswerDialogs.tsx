import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { longDate } from '../../../app/dates';
import type { AdminSessionRequest } from '../../mentoring/oneToOneApi';
import { toLocalInput } from '../../mentoring/sessionTimes';

export const NOTE_MAX = 1000;
export const LINK_MAX = 500;
const OTHER = 'other';

interface ScheduleValues {
  choice: string;
  other?: string;
  meetingLink: string;
}

const memberName = (request: AdminSessionRequest) => request.member?.name ?? 'Unknown User';

/** Why a meeting link is refused here before the server refuses it (https only, as the server checks). */
export function meetingLinkProblem(value: string | undefined): string | null {
  const link = value?.trim() ?? '';
  if (!link) return 'Please give the meeting link';
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' || !url.hostname.includes('.')) return 'The meeting link must be an https:// link';
  } catch {
    return 'The meeting link must be an https:// link';
  }
  return link.length > LINK_MAX ? `At most ${LINK_MAX} characters` : null;
}

/**
 * Schedule: one of the member's preferred times (still in the future) or another, and the meeting's https link. The
 * member reads both on their dashboard and in the mail.
 */
export function ScheduleDialog({
  request,
  saving,
  onConfirm,
  onCancel,
}: {
  request: AdminSessionRequest;
  saving: boolean;
  onConfirm: (answer: { scheduledAt: string; meetingLink: string }) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<ScheduleValues>();
  const choice = Form.useWatch('choice', form);
  const [openedAt] = useState(Date.now);
  const future = request.preferredTimes.filter((time) => new Date(time).getTime() > openedAt);
  const submit = (values: ScheduleValues) =>
    onConfirm({
      scheduledAt: values.choice === OTHER ? new Date(values.other!).toISOString() : values.choice,
      meetingLink: values.meetingLink.trim(),
    });

  return (
    <Modal
      open
      title={`Schedule a session with ${memberName(request)}`}
      okText="Schedule"
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<ScheduleValues>
        form={form}
        name="schedule-session"
        layout="vertical"
        requiredMark={false}
        initialValues={{ choice: future[0] ?? OTHER }}
        onFinish={submit}
      >
        <Form.Item label="Time" name="choice">
          <Radio.Group className="pw-admin-one-to-one__choices">
            {future.map((time) => (
              <Radio key={time} value={time}>
                {longDate(time, 'minutes')}
              </Radio>
            ))}
            <Radio value={OTHER}>Another time</Radio>
          </Radio.Group>
        </Form.Item>
        {choice === OTHER && (
          <Form.Item
            label="Other time"
            name="other"
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  value && new Date(value).getTime() > Date.now()
                    ? Promise.resolve()
                    : Promise.reject(new Error('Please choose a time in the future')),
              },
            ]}
          >
            <Input type="datetime-local" min={toLocalInput(new Date())} />
          </Form.Item>
        )}
        <Form.Item
          label="Meeting link"
          name="meetingLink"
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = meetingLinkProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input type="url" placeholder="https://" maxLength={LINK_MAX} />
        </Form.Item>
        <Typography.Paragraph type="secondary" className="pw-admin__hint">
          The member is emailed the time and the link, and sees them on their dashboard.
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}

/** Decline with a note the member reads on their dashboard and in the mail; a declined request frees their month. */
export function DeclineDialog({
  request,
  saving,
  onConfirm,
  onCancel,
}: {
  request: AdminSessionRequest;
  saving: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<{ note: string }>();
  return (
    <Modal
      open
      title={`Decline ${memberName(request)}’s request?`}
      okText="Decline"
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<{ note: string }>
        form={form}
        name="decline-session"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onConfirm(values.note.trim())}
      >
        <Form.Item
          label="Note to the member"
          name="note"
          rules={[{ required: true, whitespace: true, message: 'Please write the member a note' }]}
        >
          <Input.TextArea rows={4} maxLength={NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
