import { DomainError } from '../../../../shared/domain/domain-error';

export const courseNotFound = () => new DomainError('NOT_FOUND', 'Course not found');
export const lessonNotFound = () => new DomainError('NOT_FOUND', 'Lesson not found');
export const certificateNotFound = () => new DomainError('NOT_FOUND', 'Certificate not found');
export const invalidAnswers = (questions: number) =>
  new DomainError(
    'INVALID_INPUT',
    `Send one answer for each of the lesson's ${questions} practice ${questions === 1 ? 'question' : 'questions'}: the number of a choice, or -1`,
  );
export const invalidCertificateId = () => new DomainError('INVALID_INPUT', 'Certificate id must be a UUID');
