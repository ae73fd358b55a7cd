import { Link } from 'react-router-dom';
import type { QueueRow } from './reviewApi';
import { waitedFor } from './waiting';

/**
 * A submitted row's place in the review queue (D22): how long it has waited, first submission or revision, its open
 * comments, and the way to the review desk. Other rows have nothing here.
 */
export function ReviewQueueCell({ row }: { row: QueueRow }) {
  if (row.status !== 'submitted') return null;
  const open = row.openComments ?? 0;
  return (
    <div className="pw-admin__queue">
      <Link to={`/admin/assignment/${row.id}/review`} aria-label={`Review ${row.title}`}>
        Review
      </Link>
      {row.submittedAt && <div>Waiting {waitedFor(row.submittedAt)}</div>}
      <div className="pw-admin__muted">
        {row.round === 'revision' ? 'Revision' : 'First submission'} · {open} open comment{open === 1 ? '' : 's'}
      </div>
    </div>
  );
}
