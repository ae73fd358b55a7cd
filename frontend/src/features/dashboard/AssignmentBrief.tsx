import type { Assignment } from './dashboardApi';

/**
 * What the editor asked for: the description and the requirements, with the line breaks the editor typed (a list
 * of requirements stays a list), wherever a member reads a brief (its card and the submit dialog).
 */
export function AssignmentBrief({ assignment }: { assignment: Pick<Assignment, 'description' | 'requirements'> }) {
  return (
    <>
      <p className="pw-assignment__description">{assignment.description}</p>
      {assignment.requirements && (
        <div className="pw-assignment__requirements">
          <p className="pw-assignment__requirements-title">Requirements</p>
          <p>{assignment.requirements}</p>
        </div>
      )}
    </>
  );
}
