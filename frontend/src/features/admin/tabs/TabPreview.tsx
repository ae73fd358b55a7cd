import type { ReactNode } from 'react';
import { AssignmentsPreview } from '../assignments/AssignmentsPreview';
import { PayoutsPreview } from '../payouts/PayoutsPreview';
import { UsersPreview } from '../users/UsersPreview';
import type { AdminTab } from '../useAdminTab';
import type { TabAddress } from './AdminTabPanel';

/**
 * What the open tab shows before its code has come (issue 29): the Users, Assignments and Payouts lists' first page,
 * unfiltered, in plain elements from the answer the server put into the page (the lists a person waits on most, whose
 * first row is a phone's largest paint); the placeholder, which keeps the panel's room, for the other tabs and
 * filtered lists.
 */
export function TabPreview({
  tab,
  status,
  overdue,
  placeholder,
}: { tab: AdminTab; placeholder: ReactNode } & TabAddress) {
  if (status !== null || overdue) return placeholder;
  if (tab === 'users') return <UsersPreview placeholder={placeholder} />;
  if (tab === 'assignments') return <AssignmentsPreview placeholder={placeholder} />;
  if (tab === 'payouts') return <PayoutsPreview placeholder={placeholder} />;
  return placeholder;
}
