import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../app/components/PageSpinner';
import { DashboardTabs } from '../dashboard/DashboardTabs';
import { MembersOnlyGate } from '../members/MembersOnlyGate';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { PromptsTab } from './prompts/PromptsTab';
import { SignInGate } from './SignInGate';
import { useWritingToolsTab, type WritingToolsTab } from './useWritingToolsTab';
import './writing-tools.css';

// The editor and the tools (antd's inputs, selects and their helpers) load when their tab is first opened: the page
// opens on the prompts, and a member who never opens them never downloads them (issue 29).
const EditorTab = lazy(() => import('./editor/EditorTab').then((module) => ({ default: module.EditorTab })));
const ToolsTab = lazy(() => import('./tools/ToolsTab').then((module) => ({ default: module.ToolsTab })));

const onDemand = (tab: ReactNode) => <Suspense fallback={<PageSpinner />}>{tab}</Suspense>;

const TAB_ITEMS: { key: WritingToolsTab; label: string; children: ReactNode }[] = [
  { key: 'prompts', label: 'Writing Prompts', children: <PromptsTab /> },
  { key: 'editor', label: 'Text Editor', children: onDemand(<EditorTab />) },
  { key: 'tools', label: 'Writing Tools', children: onDemand(<ToolsTab />) },
];

/**
 * `/writing-tools` (spec section 2, D5, D11): prompts, the editor and the tools, for members with an active
 * subscription (D20); a signed-in person without one meets the members' gate, and visitors are asked to sign in.
 * The server renders it for a member (app/ssr/routeData.ts), the prompt on screen included.
 */
export default function WritingToolsPage() {
  usePageMeta({
    title: pageTitle('Writing Tools'),
    description: 'Daily writing prompts, a distraction-free editor and everyday tools for the collective’s members.',
  });
  return (
    <MembersOnlyGate feature="the writing tools" visitor={<SignInGate />}>
      <WritingTools />
    </MembersOnlyGate>
  );
}

function WritingTools() {
  const [tab, selectTab] = useWritingToolsTab();
  return (
    <section className="pw-page pw-writing" aria-labelledby="writing-tools-title">
      <h1 id="writing-tools-title">Writing Tools</h1>
      <p className="pw-lead">Daily prompts, a distraction-free editor and everyday tools for working writers.</p>
      <DashboardTabs
        label="Writing tools"
        className="pw-writing__tabs"
        keepVisited
        activeKey={tab}
        onChange={selectTab}
        items={TAB_ITEMS}
      />
    </section>
  );
}
