/** How often a member may ask (docs/security.md, "Your data"). */
export const PRIVACY_LIMITS = {
  /** Downloads of one member's data per hour: each reads every table the member has rows in. */
  exportsPerHour: 5,
  /** Attempts to delete one account per 15 minutes: each checks a password, so a stolen session cannot guess it. */
  deletionAttempts: 5,
  deletionWindowSeconds: 15 * 60,
} as const;
