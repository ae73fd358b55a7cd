import { DomainError } from '../../../../shared/domain/domain-error';
import { SOCIAL_POST_MAX_LENGTH } from './feed-item';

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
