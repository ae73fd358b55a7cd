import { cannotDeactivateSelf, cannotDemoteSelf, subscriptionManagedByProvider } from './identity.errors';
import {
  hasProviderSubscription,
  normalizeEmail,
  type SubscriptionStatus,
  type SubscriptionTier,
  type User,
} from './user';

/** What an editor may change on an account (spec section 5, "Edit user"); absent fields stay as they are. */
export interface UserEdit {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
  subscriptionStatus?: SubscriptionStatus;
  /** Null: no tier (a member who never subscribed). */
  subscriptionTier?: SubscriptionTier | null;
  isAdmin?: boolean;
  isActive?: boolean;
  /** Set only when the editor typed one (non-blank); stored as its argon2id hash. */
  newPassword?: string;
}

/** The stored fields an edit can change (the password aside, which is never compared or shown). */
export type EditableFields = Pick<
  User,
  'firstName' | 'lastName' | 'email' | 'username' | 'subscriptionStatus' | 'subscriptionTier' | 'isAdmin' | 'isActive'
>;

export const EDITABLE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'username',
  'subscriptionStatus',
  'subscriptionTier',
  'isAdmin',
  'isActive',
] as const satisfies readonly (keyof EditableFields)[];

/**
 * The fields of `edit` that differ from `user` (so an edit form that sends every field changes only what the
 * editor touched), after refusing what no editor may do:
 * - an editor cannot deactivate or demote their own account (D10), so an admin always remains;
 * - a member with a payment-provider subscription keeps the provider's status and tier (D10, D3).
 */
export function changesOf(user: User, edit: UserEdit, editorId: number): Partial<EditableFields> {
  const changes: Partial<EditableFields> = {};
  for (const field of EDITABLE_FIELDS) {
    const wanted = normalized(field, edit[field]);
    if (wanted !== undefined && wanted !== user[field]) Object.assign(changes, { [field]: wanted });
  }
  if (user.id === editorId && changes.isActive === false) throw cannotDeactivateSelf();
  if (user.id === editorId && changes.isAdmin === false) throw cannotDemoteSelf();
  const touchesSubscription = 'subscriptionStatus' in changes || 'subscriptionTier' in changes;
  if (touchesSubscription && hasProviderSubscription(user)) throw subscriptionManagedByProvider();
  return changes;
}

/** Whether an edit asks to take admin powers away from someone (decided before reading whom: see ChangeUser). */
export const mayRemoveAdminPower = (edit: UserEdit): boolean => edit.isAdmin === false || edit.isActive === false;

/** Whether the change takes admin powers away from an active admin (demotion or deactivation). */
export const removesAdminPower = (user: User, changes: Partial<EditableFields>): boolean =>
  user.isAdmin && user.isActive && (changes.isAdmin === false || changes.isActive === false);

/** Texts as they are stored: trimmed, the e-mail in its compared form. */
function normalized(field: keyof EditableFields, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return field === 'email' ? normalizeEmail(value) : value.trim();
}
