import { DomainError } from '../../../shared/domain/domain-error';

export const applicationRequired = () =>
  new DomainError('NOT_FOUND', 'Application required: please submit an application before taking the quiz.');

export const applicationMismatch = () => new DomainError('NOT_FOUND', 'Application not found');

const CLOSED_BECAUSE: Record<string, string> = {
  pending: 'You have passed the assessment; your application is being reviewed.',
  approved: 'Your application has been approved; there is no need to take the assessment again.',
  rejected: 'Your application has been reviewed; the assessment is closed.',
};

export function quizClosed(status: string): DomainError {
  return new DomainError('CONFLICT', CLOSED_BECAUSE[status] ?? 'The assessment is not open for your application.');
}

export const attemptLimitReached = (limit: number) =>
  new DomainError('FORBIDDEN', `You have used all ${limit} quiz attempt${limit === 1 ? '' : 's'}.`);

export function retakeCooldown(secondsLeft: number): DomainError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new DomainError('RATE_LIMITED', `You can retake the quiz in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

export const noQuizInProgress = () =>
  new DomainError('CONFLICT', 'There is no quiz in progress. Please begin the assessment first.');

export const timeIsUp = () => new DomainError('CONFLICT', 'Time is up: answers can no longer be changed.');

export const questionNotInQuiz = () => new DomainError('INVALID_INPUT', 'This question is not part of your quiz');

export const answersMismatch = (count: number) =>
  new DomainError('INVALID_INPUT', `Please send one answer for each of the ${count} questions`);

export const bankEmpty = () =>
  new DomainError('UNAVAILABLE', 'The assessment is not available yet. Please try again later.');

export const attemptNotFound = () => new DomainError('NOT_FOUND', 'Quiz attempt not found');
