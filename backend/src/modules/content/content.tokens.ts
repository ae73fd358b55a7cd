/**
 * The content module's ports, one file for every sub-area: the module file binds them all in one place, and
 * each module of the app keeps its tokens in `<module>.tokens.ts`.
 */

// blog
export const BLOG_POST_REPOSITORY = Symbol('BLOG_POST_REPOSITORY');
// feed
export const SOCIAL_FEED = Symbol('SOCIAL_FEED');
export const SOCIAL_POST_STORE = Symbol('SOCIAL_POST_STORE');
// newsletter
export const NEWSLETTER_REPOSITORY = Symbol('NEWSLETTER_REPOSITORY');
export const NEWSLETTER_ISSUE_REPOSITORY = Symbol('NEWSLETTER_ISSUE_REPOSITORY');
// stats
export const PLATFORM_ACTIVITY = Symbol('PLATFORM_ACTIVITY');
// resources
export const FILE_STORAGE = Symbol('FILE_STORAGE');
// courses and certificates
export const COURSE_PROGRESS_REPOSITORY = Symbol('COURSE_PROGRESS_REPOSITORY');
export const CERTIFICATE_REPOSITORY = Symbol('CERTIFICATE_REPOSITORY');
export const CERTIFICATE_DOCUMENT = Symbol('CERTIFICATE_DOCUMENT');
// wait list
export const WAITLIST_REPOSITORY = Symbol('WAITLIST_REPOSITORY');
// writing: prompts, drafts, progress
export const PROMPT_REPOSITORY = Symbol('PROMPT_REPOSITORY');
export const DRAFT_REPOSITORY = Symbol('DRAFT_REPOSITORY');
export const WRITING_ACTIVITY = Symbol('WRITING_ACTIVITY');
// the whole module: seed data and caching
export const CONTENT_SEED = Symbol('CONTENT_SEED');
export const VISITOR_ANSWERS = Symbol('VISITOR_ANSWERS');
export const CONTENT_PERSONAL_DATA = Symbol('CONTENT_PERSONAL_DATA');
