import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { longDate } from '../../../app/dates';
import { DRAFT_FORMAT_LABELS, useListDraftsQuery, type WritingDraftSummary } from '../api/draftsApi';
import { RetryAlert } from '../RetryAlert';
import { plural } from '../textStats';

/** The member's saved drafts, last saved first, each to reopen in the editor or delete. */
export function DraftsList({
  openId,
  busyId,
  onOpen,
  onDelete,
}: {
  openId: number | null;
  busyId: number | null;
  onOpen(draft: WritingDraftSummary): void;
  onDelete(draft: WritingDraftSummary): void;
}) {
  const { data: drafts, isLoading, isError, refetch } = useListDraftsQuery();
  return (
    <section className="pw-card pw-writing-panel" aria-labelledby="pw-drafts-title">
      <h2 id="pw-drafts-title">Your Drafts</h2>
      {isLoading && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {isError && <RetryAlert title="Your drafts could not be loaded." onRetry={() => void refetch()} />}
      {drafts?.length === 0 && (
        <p className="pw-writing-muted">No drafts yet. Save Draft on a prompt, or Save here, to keep your writing.</p>
      )}
      {drafts && drafts.length > 0 && (
        <ul className="pw-drafts">
          {drafts.map((draft) => (
            <li key={draft.id} className="pw-drafts__item" aria-current={draft.id === openId ? 'true' : undefined}>
              <p className="pw-drafts__title">{draft.title}</p>
              <p className="pw-writing-muted">
                {DRAFT_FORMAT_LABELS[draft.format]} · {plural(draft.wordCount, 'word')} · saved{' '}
                {longDate(draft.updatedAt)}
              </p>
              <div className="pw-drafts__actions">
                <Button
                  size="small"
                  loading={busyId === draft.id}
                  onClick={() => onOpen(draft)}
                  aria-label={`Open ${draft.title}`}
                >
                  Open
                </Button>
                <Popconfirm
                  title="Delete this draft?"
                  description="It cannot be restored."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(draft)}
                >
                  <Button size="small" danger aria-label={`Delete ${draft.title}`}>
                    Delete
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
