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

/** Where an active subscription comes from: paid through the provider, its free trial, or granted by an editor. */
export type MembershipSource = 'provider' | 'trial' | 'granted';

/**
 * The member's standing as the server decides it (D20), sent with the session user (`GET /api/user`) so the
 * interface shows what the server enforces and never works it out again.
 */
export interface Membership {
  /** Whether the member has an active subscription: paid, in its free trial, or granted by an editor. */
  active: boolean;
  /** The tier of the active subscription; null without one. */
  tier: SubscriptionTier | null;
  /** Null without an active subscription. */
  source: MembershipSource | null;
  /** Whether the members-only pages and their calls open: an active subscription, or an administrator (D20). */
  membersOnlyPages: boolean;
}

/**
 * The one rule of "is this subscription active" (D20), read from the account alone, so it costs no query on the
 * session user's load: the status is kept in step with the provider's subscription for a paying member (D3:
 * trialing and past_due count as active), and set by an editor for a member without a provider subscription (a
 * complimentary member, D10), who then counts as subscribed everywhere. The access guard and the interface both
 * read its answer.
 */
export function membershipOf(
  user: Pick<User, 'isAdmin' | 'stripeSubscriptionId' | 'subscriptionStatus' | 'subscriptionTier'>,
): Membership {
  const active = isActiveStatus(user.subscriptionStatus);
  return {
    active,
    tier: active ? user.subscriptionTier : null,
    source: active ? sourceOf(user) : null,
    membersOnlyPages: active || user.isAdmin,
  };
}

const isActiveStatus = (status: SubscriptionStatus): boolean => status === 'active';

function sourceOf(user: Pick<User, 'stripeSubscriptionId' | 'subscriptionTier'>): MembershipSource {
  if (!hasProviderSubscription(user)) return 'granted';
  return user.subscriptionTier === 'free_trial' ? 'trial' : 'provider';
}

/**
 * The public view of a user: everything but the password hash, with the server's decision on their membership
 * (D20), which the access guard reads on every request and the interface shows.
 */
export type UserView = Omit<User, 'passwordHash'> & { membership: Membership };

export function toUserView(user: User): UserView {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { passwordHash, ...view } = user;
  return { ...view, membership: membershipOf(user) };
}
