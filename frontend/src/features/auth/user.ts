import type { ApiSchema } from '../../api/contract';

/** The signed-in person, as GET /api/user and POST /api/login return it. */
export type User = ApiSchema<'UserView'>;

export type Credentials = ApiSchema<'LoginDto'>;

/** POST /api/login's answer when the password was right and a second factor must follow (D19). */
export type SecondFactorChallenge = ApiSchema<'SecondFactorChallenge'>;

/** The second step of a sign-in: a current authenticator code, or a recovery code. */
export type SecondFactorAnswer = ApiSchema<'SecondFactorDto'>;

export const needsSecondFactor = (answer: User | SecondFactorChallenge): answer is SecondFactorChallenge =>
  'secondFactorRequired' in answer;

/**
 * Whether the member's subscription is active, as the server decides it (D20) and sends with the session user: paid
 * through the provider, in its free trial, or granted by an editor to a member without a provider subscription (D10:
 * such a member is subscribed everywhere, never shown 'Free' and Subscribe Now). The interface never works it out
 * from the status fields itself.
 */
export function hasActiveSubscription(user: Pick<User, 'membership'>): boolean {
  return user.membership.active;
}

/** Whether the members-only pages open (D20): an active subscription or an administrator, as the server decides. */
export function opensMembersOnlyPages(user: Pick<User, 'membership'>): boolean {
  return user.membership.membersOnlyPages;
}
