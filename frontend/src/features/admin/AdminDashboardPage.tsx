import { Suspense } from 'react';
import { LinkButton } from '../../app/components/LinkButton';
import { DashboardTabs } from '../dashboard/DashboardTabs';
import { useAfterPaint } from '../dashboard/useAfterPaint';
import { AdminTabPanel, TAB_LABELS } from './tabs/AdminTabPanel';
import { TabPreview } from './tabs/TabPreview';
import { ADMIN_TABS, useAdminTab } from './useAdminTab';
import { useAdminPageMeta } from './useAdminPageMeta';
import './admin.css';

/**
 * `/admin` and `/admin-dashboard` (spec section 2): Overview, Users, Assignments and Payouts, beside
 * Applications (D2 step 5), Feed (D6), Newsletter (D18), One-to-one sessions (D20) and the Audit Log (D10). The router's RequireAdmin shows a spinner while
 * the user is unknown and sends non-admins to `/`. The tab is in the address; the lists are unmounted when
 * hidden, so a link from the Overview opens its list on the filter it names. The spec's logout button is the
 * header's Sign Out (issue 23: one Sign Out on the page; the header also links back here from the rest of the site).
 *
 * Its first view (the title, the Mail link and the tab list) is plain HTML, which the server renders for the admin
 * (issue 29); the open tab's code (antd's tables, forms and dialogs) is fetched and rendered once that view has been
 * painted, in a transition, in the space the panel keeps for it. The Users, Assignments and Payouts tabs' first page is
 * in that first view too, in plain elements (TabPreview), until their list replaces it.
 */
export default function AdminDashboardPage() {
  useAdminPageMeta('Admin Dashboard');
  const { tab, status, overdue, select } = useAdminTab();
  const painted = useAfterPaint();
  const preview = (
    <TabPreview
      tab={tab}
      status={status}
      overdue={overdue}
      placeholder={<div className="pw-admin__tab-placeholder" aria-busy="true" />}
    />
  );
  const panel = (
    <Suspense fallback={preview}>
      {painted ? <AdminTabPanel tab={tab} status={status} overdue={overdue} /> : preview}
    </Suspense>
  );

  return (
    <section className="pw-page pw-admin">
      <header className="pw-admin__header">
        <h1 className="pw-admin__title">Admin Dashboard</h1>
        <LinkButton to="/admin/mail">Mail</LinkButton>
      </header>
      <div className="pw-admin__tabs">
        <DashboardTabs
          label="Admin Dashboard"
          activeKey={tab}
          onChange={select}
          items={ADMIN_TABS.map((key) => ({ key, label: TAB_LABELS[key], children: key === tab ? panel : null }))}
        />
      </div>
    </section>
  );
}
