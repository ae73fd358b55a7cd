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
 * Whether the member's subscription is active, as the server's eligibility counts it (D2 step 6): the status is active,
 * kept in step with the provider for a paid member, or set by an editor for a complimentary member without a
 * provider subscription (D10; D20: such a member is subscribed everywhere, never shown 'Free' and Subscribe Now).
 * Spec section 4 also asked for a provider id, which left complimentary members able to work yet told to subscribe.
 */
export function hasActiveSubscription(user: Pick<User, 'subscriptionStatus'>): boolean {
  return user.subscriptionStatus === 'active';
}
