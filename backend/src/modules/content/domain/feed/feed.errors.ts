import { COMMON_ERRORS, DomainError } from '../../../../shared/domain/domain-error';
import { CONTENT_ERRORS as codes } from '../content.errors';
import { SOCIAL_POST_MAX_LENGTH } from './feed-item';

export const FEED_POST_MESSAGES = {
  required: 'Please enter the text of the post',
  notText: 'The post must be text',
  blank: 'The post cannot be blank',
  tooLong: `The post must be at most ${SOCIAL_POST_MAX_LENGTH} characters`,
  controlCharacters: 'The post cannot contain control characters',
} as const;

export const blankFeedPost = () => new DomainError(COMMON_ERRORS.VALIDATION_FAILED, FEED_POST_MESSAGES.blank);
export const feedPostTooLong = () => new DomainError(COMMON_ERRORS.VALIDATION_FAILED, FEED_POST_MESSAGES.tooLong);
export const feedPostHasControlCharacters = () =>
  new DomainError(COMMON_ERRORS.VALIDATION_FAILED, FEED_POST_MESSAGES.controlCharacters);
export const feedPostNotFound = () => new DomainError(codes.FEED_POST_NOT_FOUND, 'Feed post not found');
export const duplicateFeedPost = () => new DomainError(codes.FEED_POST_DUPLICATE, 'This post has just been published');
