import { DomainError } from '../../../../shared/domain/domain-error';

export const courseNotFound = () => new DomainError('NOT_FOUND', 'Course not found');
export const lessonNotFound = () => new DomainError('NOT_FOUND', 'Lesson not found');
export const certificateNotFound = () => new DomainError('NOT_FOUND', 'Certificate not found');
