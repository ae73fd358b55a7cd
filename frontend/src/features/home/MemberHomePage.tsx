import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { EmailConfirmationBanner } from '../auth/EmailConfirmationBanner';
import { useSession } from '../auth/useSession';
import { EditorialInsights } from '../blog/EditorialInsights';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { ApplicationStatusSection } from './ApplicationStatusSection';
import { QuickTools } from './QuickTools';
import { TodaysPrompt } from './TodaysPrompt';
import { YourProgress } from './YourProgress';
import './home.css';

const SHORTCUTS = [
  { to: '/writing-tools', title: 'Writing Tools', text: 'Prompts, an editor and everyday tools.' },
  { to: '/dashboard', title: 'Dashboard', text: 'Assignments, payouts and your progress.' },
  { to: '/resources', title: 'Resources', text: 'Guides, templates and tutorials.' },
];

/**
 * The member home (`/` when signed in, spec section 2): the greeting and shortcuts, the application's status,
 * today's prompt and the latest editorial posts, and beside them the member's progress and quick tools.
 */
export default function MemberHomePage() {
  const { user } = useSession();
  usePageMeta({
    title: pageTitle('Home'),
    description: 'Your writing home: today’s prompt, your progress, the latest posts and your tools.',
  });
  const firstName = user?.firstName.trim() || 'Writer';

  return (
    <div className="pw-page">
      <Typography.Title level={1}>Welcome back, {firstName}!</Typography.Title>
      <Typography.Paragraph className="pw-lead">Ready to continue your writing journey?</Typography.Paragraph>
      <EmailConfirmationBanner />
      <ApplicationStatusSection />
      <nav aria-label="Shortcuts">
        <ul className="pw-shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <Link to={shortcut.to} className="pw-card pw-shortcuts__card">
                <span className="pw-shortcuts__title">{shortcut.title}</span>
                <span className="pw-shortcuts__text">{shortcut.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pw-home-columns">
        <div className="pw-home-main">
          <TodaysPrompt />
          <EditorialInsights />
        </div>
        <aside className="pw-home-side" aria-label="Your writing">
          <YourProgress />
          <QuickTools />
        </aside>
      </div>
    </div>
  );
}
