/** Accounts the backend's `serve:e2e` script seeds into its throwaway database. */
export const demoMember = { email: 'demo@penwright.test', password: 'demo-writer-2026' } as const;
/** Approved, subscribed, with paid work and payouts in every status: the paid-work loop's member. */
export const approvedMember = { email: 'approved@penwright.test', password: 'approved-writer-2026' } as const;
export const demoAdmin = { email: 'admin@penwright.test', password: 'admin-e2e-2026' } as const;

export const LANDING_HEADLINE = 'Get paid to write for companies that need your words';
