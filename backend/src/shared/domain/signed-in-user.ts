/**
 * What every layer may know of the person signed in to a request, without knowing identity: identity's session
 * serializer loads its `UserView` (these fields and more) into the request, and the platform reads only these.
 */
export interface SignedInUser {
  id: number;
  isActive: boolean;
  isAdmin: boolean;
  /** Identity's decision on the members-only pages (D20): an active subscription, or an administrator. */
  membership: { membersOnlyPages: boolean };
}
