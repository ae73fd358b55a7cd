import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { Fragment } from 'react';
import type { AuditLogEntry } from './adminAuditLogApi';
import { longDate } from '../../app/dates';
import { fieldLabel, isIsoTime } from './auditLogFormat';

/** A server timestamp in the admin's local time. */
export function AuditTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{longDate(iso, 'seconds')}</time>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text as text, times in local time; nested values (rare) as compact JSON, which is still readable. */
function FieldValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className="pw-admin__muted">—</span>;
  if (isIsoTime(value)) return <AuditTime iso={value} />;
  if (typeof value !== 'object') return <>{String(value)}</>;
  return <pre className="pw-audit__json">{JSON.stringify(value, null, 2)}</pre>;
}

/** One side of the change as key/value pairs; nothing before a creation or after a deletion. */
function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <section className="pw-audit__snapshot" aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      {value === null || value === undefined ? (
        <div className="pw-admin__muted">Nothing</div>
      ) : isRecord(value) ? (
        <dl className="pw-admin__answers">
          {Object.entries(value).map(([key, field]) => (
            <Fragment key={key}>
              <dt>{fieldLabel(key)}</dt>
              <dd>
                <FieldValue value={field} />
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <FieldValue value={value} />
      )}
    </section>
  );
}

/** The expanded row of the Audit Log tab: the record before and after the change, side by side. */
export function AuditChangeDetails({ entry }: { entry: AuditLogEntry }) {
  return (
    <Flex gap={32} wrap>
      <Snapshot title="Before" value={entry.before} />
      <Snapshot title="After" value={entry.after} />
    </Flex>
  );
}
