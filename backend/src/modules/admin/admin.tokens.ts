export const REVIEW_QUEUE = Symbol('REVIEW_QUEUE');
export const PAYOUT_QUEUE = Symbol('PAYOUT_QUEUE');
export const OVERVIEW_FIGURES = Symbol('OVERVIEW_FIGURES');
