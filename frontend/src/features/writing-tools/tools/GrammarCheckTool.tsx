import { ButtonLink } from '../../../app/components/ButtonLink';
import { ToolCard } from './ToolCard';

/** Grammar check: the full checker lives on its own page (D13). */
export function GrammarCheckTool() {
  return (
    <ToolCard
      id="grammar-check"
      title="Grammar Check"
      description="Spelling, grammar and style suggestions for a whole draft, checked on our own server."
    >
      <div>
        <ButtonLink to="/grammar-tool">Open the Grammar Tool</ButtonLink>
      </div>
    </ToolCard>
  );
}
