import { COMMON_ERRORS, DomainError, errorCodes } from '../../../shared/domain/domain-error';
import { utcMoment } from '../../../shared/domain/utc-moment';

/** The writing assessment's error codes (docs/errors.md). */
export const ASSESSMENT_ERRORS = errorCodes({
  QUIZ_APPLICATION_REQUIRED: 'NOT_FOUND',
  QUIZ_APPLICATION_NOT_FOUND: 'NOT_FOUND',
  QUIZ_CLOSED: 'CONFLICT',
  QUIZ_RETAKE_NOT_YET: 'RATE_LIMITED',
  QUIZ_NOT_IN_PROGRESS: 'CONFLICT',
  QUIZ_TIME_UP: 'CONFLICT',
  QUIZ_UNAVAILABLE: 'UNAVAILABLE',
  QUIZ_ATTEMPT_NOT_FOUND: 'NOT_FOUND',
});
const codes = ASSESSMENT_ERRORS;

export const applicationRequired = () =>
  new DomainError(
    codes.QUIZ_APPLICATION_REQUIRED,
    'Application required: please submit an application before taking the quiz.',
  );

export const applicationMismatch = () => new DomainError(codes.QUIZ_APPLICATION_NOT_FOUND, 'Application not found');

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
      codes.QUIZ_CLOSED,
      `You have used every quiz attempt for this application, and it has been closed. You can apply again ${when}.`,
    );
  }
  return new DomainError(
    codes.QUIZ_CLOSED,
    CLOSED_BECAUSE[application.status] ?? 'The assessment is not open for your application.',
  );
}

/** D17: a failed attempt is followed by a wait; the refusal names the exact moment it ends, in UTC. */
export const retakeCooldown = (nextAttemptAt: Date) =>
  new DomainError(codes.QUIZ_RETAKE_NOT_YET, `You can retake the quiz on ${utcMoment(nextAttemptAt)}.`);

/** The application's attempts are used up but it could not be closed (its latest attempt did not fail). */
export const attemptsUsedUp = () =>
  new DomainError(codes.QUIZ_CLOSED, 'You have used every quiz attempt for this application.');

export const noQuizInProgress = () =>
  new DomainError(codes.QUIZ_NOT_IN_PROGRESS, 'There is no quiz in progress. Please begin the assessment first.');

export const timeIsUp = () => new DomainError(codes.QUIZ_TIME_UP, 'Time is up: answers can no longer be changed.');

export const questionNotInQuiz = () =>
  new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'This question is not part of your quiz');

export const answersMismatch = (count: number) =>
  new DomainError(COMMON_ERRORS.VALIDATION_FAILED, `Please send one answer for each of the ${count} questions`);

export const bankEmpty = () =>
  new DomainError(codes.QUIZ_UNAVAILABLE, 'The assessment is not available yet. Please try again later.');

export const attemptNotFound = () => new DomainError(codes.QUIZ_ATTEMPT_NOT_FOUND, 'Quiz attempt not found');
