import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { ButtonLink } from '../../../app/components/ButtonLink';
import { adminTabLink, type AdminTab } from '../useAdminTab';

/** Both detail pages go back to `/admin` (D7; the spec's assignment page went to /admin-dashboard), on their list's tab. */
export function BackToAdmin({ tab }: { tab: AdminTab }) {
  return (
    <ButtonLink to={`/admin${adminTabLink(tab)}`} type="link" icon={<ArrowLeftOutlined />} className="pw-admin__back">
      Back to Admin Dashboard
    </ButtonLink>
  );
}

/** The `{id}` of a detail page's address; null when it is not a positive whole number (then nothing is found). */
export function positiveId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
