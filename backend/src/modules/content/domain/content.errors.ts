import { DomainError } from '../../../shared/domain/domain-error';

export const blogPostNotFound = () => new DomainError('NOT_FOUND', 'Blog post not found');
export const noBlogPosts = () => new DomainError('NOT_FOUND', 'No blog posts have been published yet');
export const courseNotFound = () => new DomainError('NOT_FOUND', 'Course not found');
export const lessonNotFound = () => new DomainError('NOT_FOUND', 'Lesson not found');
export const certificateNotFound = () => new DomainError('NOT_FOUND', 'Certificate not found');
export const resourceNotFound = () => new DomainError('NOT_FOUND', 'Resource not found');

export const tooManySubscriptions = () =>
  new DomainError('RATE_LIMITED', 'Too many subscription attempts. Please try again later.');
