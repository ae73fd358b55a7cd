import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';
import { MembersOnlyGate } from '../members/MembersOnlyGate';
import { EditorTab } from './editor/EditorTab';
import { PromptsTab } from './prompts/PromptsTab';
import { SignInGate } from './SignInGate';
import { ToolsTab } from './tools/ToolsTab';
import { useWritingToolsTab, type WritingToolsTab } from './useWritingToolsTab';
import './writing-tools.css';

const TAB_ITEMS: { key: WritingToolsTab; label: string; children: ReactNode }[] = [
  { key: 'prompts', label: 'Writing Prompts', children: <PromptsTab /> },
  { key: 'editor', label: 'Text Editor', children: <EditorTab /> },
  { key: 'tools', label: 'Writing Tools', children: <ToolsTab /> },
];

/**
 * `/writing-tools` (spec section 2, D5, D11): prompts, the editor and the tools, for members with an active
 * subscription (D20); a signed-in person without one meets the members' gate, and visitors are asked to sign in.
 */
export default function WritingToolsPage() {
  useDocumentTitle('Writing Tools');
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
      <Typography.Title level={1} id="writing-tools-title">
        Writing Tools
      </Typography.Title>
      <Typography.Paragraph className="pw-lead">
        Daily prompts, a distraction-free editor and everyday tools for working writers.
      </Typography.Paragraph>
      <Tabs
        className="pw-writing__tabs"
        activeKey={tab}
        onChange={(key) => selectTab(key as WritingToolsTab)}
        items={TAB_ITEMS}
      />
    </section>
  );
}
