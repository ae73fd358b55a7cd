import { Link } from 'react-router-dom';
import { adminTabLink, type AdminTab } from '../useAdminTab';

/**
 * Both detail pages go back to `/admin` (D7; the spec's assignment page went to /admin-dashboard), on their list's tab.
 * A plain link (issue 29: the detail pages' first view renders nothing of antd), drawn as antd's link button was.
 */
export function BackToAdmin({ tab }: { tab: AdminTab }) {
  return (
    <Link to={`/admin${adminTabLink(tab)}`} className="pw-admin__back">
      <span aria-hidden="true">←</span> Back to Admin Dashboard
    </Link>
  );
}

/** The `{id}` of a detail page's address; null when it is not a positive whole number (then nothing is found). */
export function positiveId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
