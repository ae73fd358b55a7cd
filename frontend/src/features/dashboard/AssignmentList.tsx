import Alert from 'antd/es/alert';
import { useId, useState, type ReactNode } from 'react';
import { AssignmentCard } from './AssignmentCard';
import { STATUS_LABELS, TYPE_LABELS } from './assignmentLabels';
import type { Assignment } from './dashboardApi';
import { emptyText, matchesSearch } from './search';
import { SearchField } from './SearchField';
import { LoadingBlock } from './LoadingBlock';
import { WhenNear } from './WhenNear';

/** The cards drawn with the list; those after them (a brief's card is most of a phone's screen) as they near it. */
const FIRST_CARDS = 2;

interface AssignmentListProps {
  title: string;
  assignments: Assignment[] | undefined;
  isLoading: boolean;
  isError: boolean;
  showStatus?: boolean;
  /** Shown between the search and the list (the accept refusal's reason). */
  notice?: ReactNode;
  renderActions(assignment: Assignment): ReactNode;
}

const searchableTexts = (assignment: Assignment) => [
  assignment.title,
  assignment.description,
  assignment.requirements,
  TYPE_LABELS[assignment.type],
  STATUS_LABELS[assignment.status],
];

/** A searchable list of briefs, with the spec's empty texts (section 8). */
export function AssignmentList(props: AssignmentListProps) {
  const { title, assignments, isLoading, isError, showStatus, notice, renderActions } = props;
  const [query, setQuery] = useState('');
  const titleId = useId();
  const shown = (assignments ?? []).filter((assignment) => matchesSearch(query, searchableTexts(assignment)));

  let body: ReactNode;
  if (isLoading) body = <LoadingBlock />;
  else if (isError) body = <Alert type="error" showIcon title={`${title} could not be loaded.`} />;
  else if (shown.length === 0) body = <p className="pw-dashboard__empty">{emptyText('assignments', query)}</p>;
  else
    body = (
      <ul className="pw-assignment-list">
        {shown.map((assignment, index) => {
          const card = (
            <AssignmentCard assignment={assignment} showStatus={showStatus} actions={renderActions(assignment)} />
          );
          return <li key={assignment.id}>{index < FIRST_CARDS ? card : <WhenNear reserve={580}>{card}</WhenNear>}</li>;
        })}
      </ul>
    );

  return (
    <section className="pw-dashboard__section" aria-labelledby={titleId}>
      <div className="pw-dashboard__section-head">
        <h2 id={titleId}>{title}</h2>
        <SearchField label={`Search ${title}`} value={query} onChange={setQuery} />
      </div>
      {notice}
      {body}
    </section>
  );
}
