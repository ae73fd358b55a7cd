import { Link } from 'react-router-dom';
import type { QueueRow } from './reviewApi';
import { waitedFor } from './waiting';

/**
 * A submitted row's place in the review queue (D22): how long it has waited, first submission or revision, its open
 * comments, and the way to the review desk. Other rows have nothing here. `now`: the moment it is told from (the
 * server's render's, where the browser must hydrate the same words); the clock's by default.
 */
export function ReviewQueueCell({ row, now }: { row: QueueRow; now?: number }) {
  if (row.status !== 'submitted') return null;
  const open = row.openComments ?? 0;
  return (
    <div className="pw-admin__queue">
      <Link to={`/admin/assignment/${row.id}/review`} aria-label={`Review ${row.title}`}>
        Review
      </Link>
      {row.submittedAt && <div>Waiting {waitedFor(row.submittedAt, now)}</div>}
      <div className="pw-admin__muted">
        {row.round === 'revision' ? 'Revision' : 'First submission'} · {open} open comment{open === 1 ? '' : 's'}
      </div>
    </div>
  );
}
