/** Accounts the backend's `serve:e2e` script seeds into its throwaway database. */
export const demoMember = { email: 'demo@penwright.test', password: 'demo-writer-2026' } as const;
/** Approved, subscribed, with paid work and payouts in every status: the paid-work loop's member. */
export const approvedMember = { email: 'approved@penwright.test', password: 'approved-writer-2026' } as const;
/**
 * Admins need a second factor (D19): the journeys' server seeds this one with a known authenticator secret
 * (ADMIN_TOTP_SECRET in backend/package.json's serve:e2e, a test-only setting), and `signIn` types its codes.
 */
export const demoAdmin = {
  email: 'admin@penwright.test',
  password: 'admin-e2e-2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

export const LANDING_HEADLINE = 'Get paid to write for companies that need your words';
