export const SUBSCRIPTION_TIERS = ['free_trial', 'writer', 'professional', 'editorial_partner', 'admin'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A member or an administrator of the collective (spec section 3). */
export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  passwordHash: string;
  createdAt: Date;
  isActive: boolean;
  isAdmin: boolean;
  stripeSubscriptionId: string | null;
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: SubscriptionTier | null;
  /**
   * When the member confirmed their e-mail address from the link the welcome (or a resend) carried (D18); null until
   * then. Accounts that existed before address checks, the seeded ones included, count as confirmed.
   */
  emailConfirmedAt: Date | null;
}

export type NewUser = Omit<User, 'id' | 'createdAt'>;

/** E-mail addresses are compared case-insensitively; they are stored in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Whether the member pays through the payment provider: then the provider is the source of truth for their
 * subscription status and tier (D3), and an editor cannot change them (D10).
 */
export const hasProviderSubscription = (user: Pick<User, 'stripeSubscriptionId'>): boolean =>
  Boolean(user.stripeSubscriptionId);

/** The public view of a user: everything but the password hash. */
export type UserView = Omit<User, 'passwordHash'>;

export function toUserView(user: User): UserView {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { passwordHash, ...view } = user;
  return view;
}
