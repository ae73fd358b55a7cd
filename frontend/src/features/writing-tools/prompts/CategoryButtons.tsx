import Button from 'antd/es/button';
import { PROMPT_CATEGORIES, type PromptCategory } from '../api/promptsApi';

/**
 * New Prompt (in the chosen category) and the six category buttons of spec section 2; "Any" lifts the choice.
 * The chosen one is pressed, so its state is announced as well as shown.
 */
export function CategoryButtons({
  category,
  busy,
  onPick,
}: {
  category: PromptCategory | null;
  busy: boolean;
  onPick(category: PromptCategory | null): void;
}) {
  const choices: (PromptCategory | null)[] = [null, ...PROMPT_CATEGORIES];
  return (
    <div className="pw-prompt-actions">
      <Button type="primary" onClick={() => onPick(category)} loading={busy}>
        New Prompt
      </Button>
      <div role="group" aria-label="Prompt category" className="pw-prompt-actions__categories">
        {choices.map((choice) => (
          <Button
            key={choice ?? 'any'}
            size="small"
            aria-pressed={choice === category}
            type={choice === category ? 'primary' : 'default'}
            ghost={choice === category}
            disabled={busy}
            onClick={() => onPick(choice)}
          >
            {choice ?? 'Any'}
          </Button>
        ))}
      </div>
    </div>
  );
}
