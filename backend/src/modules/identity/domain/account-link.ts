/**
 * The links identity mails to a member (D18, D19): one confirms the address, one resets the password, one confirms a
 * new address the member asked to change to (sent to that new address, which is the link's `email`). A link carries
 * a random token; only its SHA-256 is stored, with the address it was sent to, its expiry and when it was used.
 */
export const ACCOUNT_LINK_PURPOSES = ['confirm-email', 'reset-password', 'change-email'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

const MINUTE = 60 * 1000;

/**
 * How long each link works: an address check can wait a week, a reset only an hour (D19: 60 minutes), a change of
 * address a day (issue 26: 24 hours).
 */
export const ACCOUNT_LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  'confirm-email': 7 * 24 * 60 * MINUTE,
  'reset-password': 60 * MINUTE,
  'change-email': 24 * 60 * MINUTE,
};

/** The page each link opens, with the token in its query. */
export const ACCOUNT_LINK_PAGE: Record<AccountLinkPurpose, string> = {
  'confirm-email': '/confirm-email',
  'reset-password': '/reset-password',
  'change-email': '/confirm-email-change',
};

/** 32 random bytes in base64url: exactly 43 characters of A-Z a-z 0-9 - _. Anything else is not one of ours. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface AccountLink {
  id: number;
  userId: number;
  purpose: AccountLinkPurpose;
  /** The address the link was sent to: a link outlives no change of address. */
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export type AccountLinkState = 'usable' | 'used' | 'expired';

/** Used first: a used link that has also expired reads "already used", which is what happened. */
export function stateOf(link: Pick<AccountLink, 'usedAt' | 'expiresAt'>, now: Date): AccountLinkState {
  if (link.usedAt) return 'used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

export const linkPath = (purpose: AccountLinkPurpose, token: string): string =>
  `${ACCOUNT_LINK_PAGE[purpose]}?token=${token}`;
