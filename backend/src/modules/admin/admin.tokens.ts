export const AUDIT_LOG_REPOSITORY = Symbol('AUDIT_LOG_REPOSITORY');
export const REVIEW_QUEUE = Symbol('REVIEW_QUEUE');
