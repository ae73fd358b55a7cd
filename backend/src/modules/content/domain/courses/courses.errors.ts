import { COMMON_ERRORS, DomainError } from '../../../../shared/domain/domain-error';
import { CONTENT_ERRORS as codes } from '../content.errors';

export const courseNotFound = () => new DomainError(codes.COURSE_NOT_FOUND, 'Course not found');
export const lessonNotFound = () => new DomainError(codes.COURSE_NOT_FOUND, 'Lesson not found');
export const certificateNotFound = () => new DomainError(codes.CERTIFICATE_NOT_FOUND, 'Certificate not found');
export const invalidAnswers = (questions: number) =>
  new DomainError(
    COMMON_ERRORS.VALIDATION_FAILED,
    `Send one answer for each of the lesson's ${questions} practice ${questions === 1 ? 'question' : 'questions'}: the number of a choice, or -1`,
  );
export const invalidCertificateId = () =>
  new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'Certificate id must be a UUID');
