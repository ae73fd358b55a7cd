import { DomainError } from '../../../shared/domain/domain-error';
import { utcMoment } from '../../../shared/domain/utc-moment';

export const applicationRequired = () =>
  new DomainError('NOT_FOUND', 'Application required: please submit an application before taking the quiz.');

export const applicationMismatch = () => new DomainError('NOT_FOUND', 'Application not found');

const CLOSED_BECAUSE: Record<string, string> = {
  pending: 'You have passed the assessment; your application is being reviewed.',
  approved: 'Your application has been approved; there is no need to take the assessment again.',
  rejected: 'Your application has been reviewed; the assessment is closed.',
};

/** Why no attempt can start for this application; after the quiz rejected it, when the member may apply again. */
export function quizClosed(application: { status: string; reapplyAt: Date | null }, now: Date): DomainError {
  if (application.status === 'rejected' && application.reapplyAt) {
    const when =
      application.reapplyAt > now ? `on ${utcMoment(application.reapplyAt)}` : 'now, from the writing assessment page';
    return new DomainError(
      'CONFLICT',
      `You have used every quiz attempt for this application, and it has been closed. You can apply again ${when}.`,
    );
  }
  return new DomainError(
    'CONFLICT',
    CLOSED_BECAUSE[application.status] ?? 'The assessment is not open for your application.',
  );
}

/** D17: a failed attempt is followed by a wait; the refusal names the exact moment it ends, in UTC. */
export const retakeCooldown = (nextAttemptAt: Date) =>
  new DomainError('RATE_LIMITED', `You can retake the quiz on ${utcMoment(nextAttemptAt)}.`);

/** The application's attempts are used up but it could not be closed (its latest attempt did not fail). */
export const attemptsUsedUp = () =>
  new DomainError('CONFLICT', 'You have used every quiz attempt for this application.');

export const noQuizInProgress = () =>
  new DomainError('CONFLICT', 'There is no quiz in progress. Please begin the assessment first.');

export const timeIsUp = () => new DomainError('CONFLICT', 'Time is up: answers can no longer be changed.');

export const questionNotInQuiz = () => new DomainError('INVALID_INPUT', 'This question is not part of your quiz');

export const answersMismatch = (count: number) =>
  new DomainError('INVALID_INPUT', `Please send one answer for each of the ${count} questions`);

export const bankEmpty = () =>
  new DomainError('UNAVAILABLE', 'The assessment is not available yet. Please try again later.');

export const attemptNotFound = () => new DomainError('NOT_FOUND', 'Quiz attempt not found');
