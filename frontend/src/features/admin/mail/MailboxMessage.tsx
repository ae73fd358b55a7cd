import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { longDate } from '../../../app/dates';
import { useGetReceivedMailQuery } from './adminMailApi';

/**
 * The message's HTML, as a mail client would show it, in an iframe sandboxed without scripts or same-origin: no
 * script in it runs and it cannot reach this page; `allow-popups` and the `<base target="_blank">` open its links
 * in a new tab (escaping the sandbox, so the page they open works normally).
 */
export function mailDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

/** One received message (D18): its HTML and plain text, and its headers. */
export function MailboxMessage({ id }: { id: string }) {
  const { data: mail, isLoading, isError } = useGetReceivedMailQuery(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !mail) return <Alert type="error" showIcon title="The message could not be loaded." />;
  return (
    <article className="pw-admin-mail__message" aria-label={`Message: ${mail.subject}`}>
      <h3>{mail.subject || '(no subject)'}</h3>
      <dl className="pw-admin-mail__envelope">
        <dt>From</dt>
        <dd>{mail.from}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Received</dt>
        <dd>{longDate(mail.receivedAt, 'seconds')}</dd>
      </dl>
      <Tabs
        items={[
          {
            key: 'html',
            label: 'HTML',
            children: mail.html ? (
              <iframe
                title={`HTML of ${mail.subject}`}
                className="pw-admin-mail__frame"
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={mailDocument(mail.html)}
              />
            ) : (
              <p>This message has no HTML part.</p>
            ),
          },
          {
            key: 'text',
            label: 'Plain text',
            children: mail.text ? <pre className="pw-admin-mail__text">{mail.text}</pre> : <p>No plain-text part.</p>,
          },
          {
            key: 'headers',
            label: 'Headers',
            children: (
              <table className="pw-admin-mail__headers">
                <tbody>
                  {Object.entries(mail.headers).map(([name, value]) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          },
        ]}
      />
    </article>
  );
}
