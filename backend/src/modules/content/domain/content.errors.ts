import { DomainError } from '../../../shared/domain/domain-error';
import { SOCIAL_POST_MAX_LENGTH } from './feed/feed-item';

export const blogPostNotFound = () => new DomainError('NOT_FOUND', 'Blog post not found');
export const noBlogPosts = () => new DomainError('NOT_FOUND', 'No blog posts have been published yet');
export const courseNotFound = () => new DomainError('NOT_FOUND', 'Course not found');
export const lessonNotFound = () => new DomainError('NOT_FOUND', 'Lesson not found');
export const certificateNotFound = () => new DomainError('NOT_FOUND', 'Certificate not found');
export const resourceNotFound = () => new DomainError('NOT_FOUND', 'Resource not found');

export const tooManySubscriptions = () =>
  new DomainError('RATE_LIMITED', 'Too many subscription attempts. Please try again later.');

export const FEED_POST_MESSAGES = {
  required: 'Please enter the text of the post',
  notText: 'The post must be text',
  blank: 'The post cannot be blank',
  tooLong: `The post must be at most ${SOCIAL_POST_MAX_LENGTH} characters`,
  controlCharacters: 'The post cannot contain control characters',
} as const;

export const blankFeedPost = () => new DomainError('INVALID_INPUT', FEED_POST_MESSAGES.blank);
export const feedPostTooLong = () => new DomainError('INVALID_INPUT', FEED_POST_MESSAGES.tooLong);
export const feedPostHasControlCharacters = () =>
  new DomainError('INVALID_INPUT', FEED_POST_MESSAGES.controlCharacters);
export const feedPostNotFound = () => new DomainError('NOT_FOUND', 'Feed post not found');
export const duplicateFeedPost = () => new DomainError('CONFLICT', 'This post has just been published');
