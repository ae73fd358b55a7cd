import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { ButtonLink } from '../../../app/components/ButtonLink';
import { useDocumentTitle } from '../../../app/components/useDocumentTitle';
import { longDate } from '../../../app/dates';
import { palette } from '../../../app/theme';
import { useSession } from '../../auth/useSession';
import { useReportedChange } from '../useReportedChange';
import {
  useGetMailboxQuery,
  useGetOutboxQuery,
  useSendTestMailMutation,
  type MailboxEntry,
  type MailState,
  type OutboxEntry,
} from './adminMailApi';
import { MailboxMessage } from './MailboxMessage';
import '../admin.css';
import './adminMail.css';

const STATE: Record<MailState, { text: string; color: string }> = {
  queued: { text: 'Queued', color: palette.accent },
  sent: { text: 'Sent', color: palette.success },
  failed: { text: 'Failed', color: palette.error },
};
const PAGE_SIZE = 20;
/**
 * Mail arrives and deliveries move while the page is open: both lists ask again every few seconds, quietly (the
 * spinner shows only while a new page or filter loads).
 */
const LIVE = { refetchOnMountOrArgChange: true, pollingInterval: 4000, skipPollingIfUnfocused: true } as const;
const pager = (page: number, total: number, turn: (page: number) => void, noun: string) => ({
  current: page,
  pageSize: PAGE_SIZE,
  total,
  showSizeChanger: false,
  showTotal: (count: number) => `${count} ${noun}${count === 1 ? '' : 's'}`,
  onChange: turn,
});

/** The development mailbox: what this server sent while it has no SMTP_URL, each message opened below the list. */
function DevMailbox() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, currentData, isFetching, isError } = useGetMailboxQuery({ page, pageSize: PAGE_SIZE }, LIVE);
  if (isError) return <Alert type="error" showIcon title="The development mailbox could not be loaded." />;
  if (data && !data.active)
    return (
      <Alert
        type="info"
        showIcon
        title="The development mailbox is off"
        description="SMTP_URL is set, so this server's mail goes to your SMTP provider; the outbox below shows each delivery."
      />
    );
  const columns: ColumnsType<MailboxEntry> = [
    { title: 'Received', key: 'receivedAt', render: (_, mail) => longDate(mail.receivedAt, 'seconds') },
    { title: 'To', key: 'to', dataIndex: 'to' },
    {
      title: 'Subject',
      key: 'subject',
      render: (_, mail) => (
        <Button type="link" className="pw-admin-mail__open" onClick={() => setOpenId(mail.id)}>
          {mail.subject || '(no subject)'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title="Development mailbox: mail sent by this server in development; nothing here reached a real inbox"
      />
      <Table<MailboxEntry>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching && currentData === undefined}
        rowClassName={(mail) => (mail.id === openId ? 'pw-admin-mail__row--open' : '')}
        pagination={pager(page, data?.total ?? 0, setPage, 'message')}
        scroll={{ x: 640 }}
        locale={{ emptyText: 'No mail yet: messages this server sends appear here.' }}
      />
      {openId && <MailboxMessage key={openId} id={openId} />}
    </>
  );
}

/** Every message the outbox holds, newest first: its state, attempts, last error and the SMTP server's answer. */
function Outbox() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<MailState | undefined>(undefined);
  const { data, currentData, isFetching, isError } = useGetOutboxQuery(
    { page, pageSize: PAGE_SIZE, ...(state ? { state } : {}) },
    LIVE,
  );
  if (isError) return <Alert type="error" showIcon title="The outbox could not be loaded." />;
  const columns: ColumnsType<OutboxEntry> = [
    { title: 'Queued', key: 'queuedAt', render: (_, mail) => longDate(mail.queuedAt, 'seconds') },
    {
      title: 'To',
      key: 'to',
      render: (_, mail) => (
        <div>
          {mail.toName}
          <div className="pw-admin__muted">{mail.toAddress}</div>
        </div>
      ),
    },
    {
      title: 'Message',
      key: 'subject',
      render: (_, mail) => (
        <div>
          {mail.subject ?? <span className="pw-admin__muted">Not rendered yet</span>}
          <div className="pw-admin__muted">{mail.kind}</div>
        </div>
      ),
    },
    {
      title: 'State',
      key: 'state',
      render: (_, mail) => <Tag color={STATE[mail.state].color}>{STATE[mail.state].text}</Tag>,
    },
    { title: 'Attempts', key: 'attempts', dataIndex: 'attempts', align: 'right' },
    {
      title: 'Last error',
      key: 'lastError',
      render: (_, mail) => mail.lastError ?? '',
      className: 'pw-admin-mail__wrap',
    },
    {
      title: 'SMTP answer',
      key: 'smtpResponse',
      render: (_, mail) => mail.smtpResponse ?? '',
      className: 'pw-admin-mail__wrap',
    },
  ];
  return (
    <>
      <Select<MailState | 'all'>
        aria-label="State"
        className="pw-admin-mail__filter"
        value={state ?? 'all'}
        onChange={(choice) => {
          setState(choice === 'all' ? undefined : choice);
          setPage(1);
        }}
        options={[
          { value: 'all', label: 'Every state' },
          ...(Object.keys(STATE) as MailState[]).map((value) => ({ value, label: STATE[value].text })),
        ]}
      />
      <Table<OutboxEntry>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching && currentData === undefined}
        pagination={pager(page, data?.total ?? 0, setPage, 'message')}
        scroll={{ x: 960 }}
        locale={{ emptyText: state ? `No ${STATE[state].text.toLowerCase()} messages.` : 'The outbox is empty.' }}
      />
    </>
  );
}

/**
 * `/admin/mail` (D18, issue 25): the development mailbox (when it is the transport), the outbox with every
 * message's delivery, and "Send a test message to me" to check that mail leaves.
 */
export default function AdminMailPage() {
  useDocumentTitle('Mail');
  const { user } = useSession();
  const [sendTest, { isLoading: sending }] = useSendTestMailMutation();
  const report = useReportedChange();

  return (
    <section className="pw-page pw-admin pw-admin-mail">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined />} className="pw-admin__back">
        Back to Admin Dashboard
      </ButtonLink>
      <header className="pw-admin__header">
        <Typography.Title level={1}>Mail</Typography.Title>
        <Button
          type="primary"
          loading={sending}
          onClick={() =>
            void report(sendTest().unwrap(), {
              success: `Test message queued to ${user?.email ?? 'you'}`,
              failure: 'The test message could not be queued',
            })
          }
        >
          Send a test message to me
        </Button>
      </header>
      <section aria-labelledby="pw-admin-mail-mailbox">
        <h2 id="pw-admin-mail-mailbox">Development mailbox</h2>
        <DevMailbox />
      </section>
      <section aria-labelledby="pw-admin-mail-outbox">
        <h2 id="pw-admin-mail-outbox">Outbox</h2>
        <Typography.Paragraph type="secondary">
          Each message the server queued, and where its delivery stands: a failed attempt is tried again later (after a
          few seconds, then longer each time) until its last attempt, whose failure is recorded here.
        </Typography.Paragraph>
        <Outbox />
      </section>
    </section>
  );
}
