export const PAYOUT_REPOSITORY = Symbol('PAYOUT_REPOSITORY');
/** The seed's writer of past payouts (RecordPastPayout). */
export const PAST_PAYOUT_WRITER = Symbol('PAST_PAYOUT_WRITER');
export const PAYOUTS_PERSONAL_DATA = Symbol('PAYOUTS_PERSONAL_DATA');
export const PAYOUT_ACCOUNT_REPOSITORY = Symbol('PAYOUT_ACCOUNT_REPOSITORY');
