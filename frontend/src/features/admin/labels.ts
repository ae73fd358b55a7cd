import { palette } from '../../app/theme';
import type { AssignmentStatus, AssignmentType } from './api/adminAssignmentsApi';
import type { PayoutStatus } from './api/adminPayoutsApi';
import type { SubscriptionStatus, SubscriptionTier } from './api/adminUsersApi';

/** How the console names the server's values. Tags are solid theme colours: white text on each passes WCAG AA. */
export interface Label {
  text: string;
  color: string;
}

export const ASSIGNMENT_STATUS: Record<AssignmentStatus, Label> = {
  available: { text: 'Available', color: palette.ink },
  assigned: { text: 'Assigned', color: palette.inkHover },
  in_progress: { text: 'In progress', color: palette.inkHover },
  submitted: { text: 'Submitted', color: palette.accent },
  reviewed: { text: 'Revision requested', color: palette.accent },
  completed: { text: 'Completed', color: palette.success },
  cancelled: { text: 'Cancelled', color: palette.textSecondary },
};

export const ASSIGNMENT_TYPE: Record<AssignmentType, string> = {
  article: 'Article',
  blog_post: 'Blog post',
  copywriting: 'Copywriting',
  technical: 'Technical',
  creative: 'Creative',
  research: 'Research',
};

export const PAYOUT_STATUS: Record<PayoutStatus, Label> = {
  pending: { text: 'Pending', color: palette.accent },
  processing: { text: 'Processing', color: palette.ink },
  completed: { text: 'Completed', color: palette.success },
  failed: { text: 'Failed', color: palette.error },
};

export const TIER: Record<SubscriptionTier, string> = {
  free_trial: 'Free Trial',
  writer: 'Writer',
  professional: 'Professional',
  editorial_partner: 'Editorial Partner',
  admin: 'Admin',
};

/** A member without a plan (the Overview's `tier: null`). */
export const NO_TIER = 'No plan';

export const tierLabel = (tier: string | null) => (tier ? (TIER[tier as SubscriptionTier] ?? tier) : NO_TIER);

export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

export const OVERDUE: Label = { text: 'Overdue', color: palette.error };

/** The options of a status filter or select, in the order the record lists them. */
export const optionsOf = <Value extends string>(labels: Record<Value, Label | string>) =>
  (Object.keys(labels) as Value[]).map((value) => {
    const label = labels[value];
    return { value, label: typeof label === 'string' ? label : label.text };
  });

/** A value from the address (`?status=`) when it is one of `values` (or of the keys of a record of labels). */
export function oneOf<Value extends string>(
  values: readonly Value[] | Record<Value, unknown>,
  value: string | null,
): Value | undefined {
  const known: readonly string[] = Array.isArray(values) ? values : Object.keys(values);
  return value !== null && known.includes(value) ? (value as Value) : undefined;
}

/** The values of a comma-separated list from the address (`?status=assigned,in_progress`) that are `values`. */
export function someOf<Value extends string>(
  values: readonly Value[] | Record<Value, unknown>,
  list: string | null,
): Value[] | undefined {
  const known = [...new Set((list ?? '').split(','))].flatMap((value) => oneOf(values, value) ?? []);
  return known.length ? known : undefined;
}
