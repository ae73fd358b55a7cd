import type { ApplicationStatus } from '../../applications/domain/application';
import {
  hasProviderSubscription,
  type SubscriptionStatus,
  type SubscriptionTier,
  type UserView,
} from '../../identity/domain/user';

/** One row of the admin's Users tab (and of the assignee picker): never the password hash. */
export interface AdminUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  isAdmin: boolean;
  isActive: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionTier: SubscriptionTier | null;
  createdAt: Date;
}

/** The edit page's user (`/admin/user/{id}`). */
export interface AdminUserDetails extends AdminUser {
  /**
   * The member pays through the payment provider, which is then the source of truth for `subscriptionStatus`
   * and `subscriptionTier` (D3): the page shows them read-only and the server refuses to change them (D10).
   */
  hasProviderSubscription: boolean;
}

/** A row of the Users tab and of the assignee picker: the account and where its application stands. */
export interface AdminUserRow extends AdminUser {
  /** The member's current application status; null without one (administrators, members who never applied). */
  applicationStatus: ApplicationStatus | null;
  /** The assignee picker's rows only: the assignments the member holds now (D9); null in the Users tab. */
  activeAssignments: number | null;
}

/** One page of `GET /api/admin/users` (D10). */
export interface AdminUsersPage {
  items: AdminUserRow[];
  /** Accounts matching the query across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export function adminUserOf(user: UserView): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionTier: user.subscriptionTier,
    createdAt: user.createdAt,
  };
}

export const adminUserDetailsOf = (user: UserView): AdminUserDetails => ({
  ...adminUserOf(user),
  hasProviderSubscription: hasProviderSubscription(user),
});
