import type { ApplicantDetails, ApplyAnswers, ReviewAttempt } from './adminApplicationsApi';

const GRADING: Record<string, string> = { late: ' (late)', expired: ' (timed out)' };

/** The /apply questionnaire as the applicant answered it (D2 step 1). */
export function AnswersCell({ answers }: { answers: ApplyAnswers | null }) {
  if (!answers) return <span className="pw-admin__muted">No questionnaire</span>;
  const types = [...answers.writingTypes, ...(answers.otherWritingType ? [answers.otherWritingType] : [])];
  return (
    <dl className="pw-admin__answers">
      <dt>Name</dt>
      <dd>{answers.name}</dd>
      <dt>Writes</dt>
      <dd>{types.length ? types.join(', ') : '—'}</dd>
      <dt>Goals</dt>
      <dd>{answers.involvement.length ? answers.involvement.join(', ') : '—'}</dd>
      <dt>Terms</dt>
      <dd>{answers.acknowledgment === 'acknowledge' ? 'Acknowledged' : 'Did not acknowledge'}</dd>
    </dl>
  );
}

/** What the applicant told us at registration. */
export function DetailsCell({ details }: { details: ApplicantDetails | null }) {
  if (!details) return <span className="pw-admin__muted">Not given</span>;
  return (
    <dl className="pw-admin__answers">
      <dt>Address</dt>
      <dd>{details.address}</dd>
      <dt>Phone</dt>
      <dd>{details.phone ?? '—'}</dd>
      <dt>Genres</dt>
      <dd>{details.preferredGenres ?? '—'}</dd>
      <dt>Experience</dt>
      <dd>{details.experience ?? '—'}</dd>
    </dl>
  );
}

/** Each attempt's score, in green when it passed, red when not; open attempts say so. */
export function AttemptsCell({ attempts }: { attempts: ReviewAttempt[] }) {
  if (!attempts.length) return <span className="pw-admin__muted">None yet</span>;
  return (
    <ol className="pw-admin__attempts">
      {attempts.map((attempt) =>
        attempt.completedAt === null || attempt.score === null || attempt.maxScore === null ? (
          <li key={attempt.id}>In progress ({attempt.answered} answered)</li>
        ) : (
          <li key={attempt.id} className={attempt.passed ? 'pw-admin__pass' : 'pw-admin__fail'}>
            {attempt.score}/{attempt.maxScore} ({Math.round((attempt.score / attempt.maxScore) * 100)}%)
            {GRADING[attempt.grading ?? ''] ?? ''}
          </li>
        ),
      )}
    </ol>
  );
}
