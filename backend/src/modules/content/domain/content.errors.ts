import { errorCodes } from '../../../shared/domain/domain-error';

/** The content module's error codes (docs/errors.md); each area's `*.errors.ts` words them. */
export const CONTENT_ERRORS = errorCodes({
  BLOG_POST_NOT_FOUND: 'NOT_FOUND',
  COURSE_NOT_FOUND: 'NOT_FOUND',
  CERTIFICATE_NOT_FOUND: 'NOT_FOUND',
  RESOURCE_NOT_FOUND: 'NOT_FOUND',
  FEED_POST_NOT_FOUND: 'NOT_FOUND',
  FEED_POST_DUPLICATE: 'CONFLICT',
  NEWSLETTER_RATE_LIMITED: 'RATE_LIMITED',
  DRAFT_NOT_FOUND: 'NOT_FOUND',
  DRAFT_LIMIT_REACHED: 'CONFLICT',
  PROMPT_NOT_FOUND: 'NOT_FOUND',
  PROMPTS_BUSY: 'UNAVAILABLE',
});
