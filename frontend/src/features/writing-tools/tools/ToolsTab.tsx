import { CitationTool } from './CitationTool';
import { GrammarCheckTool } from './GrammarCheckTool';
import { OutlineTool } from './OutlineTool';
import { ReadabilityTool } from './ReadabilityTool';
import { StyleGuideTool } from './StyleGuideTool';
import { WordCounterTool } from './WordCounterTool';

/** The Writing Tools tab (spec section 2, D5): every tool works in the browser. */
export function ToolsTab() {
  return (
    <div className="pw-tools">
      <WordCounterTool />
      <ReadabilityTool />
      <StyleGuideTool />
      <GrammarCheckTool />
      <OutlineTool />
      <CitationTool />
    </div>
  );
}
