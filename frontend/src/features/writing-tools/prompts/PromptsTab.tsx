import Button from 'antd/es/button';
import { isExhausted } from '../api/promptsApi';
import { RetryAlert } from '../RetryAlert';
import { CategoryButtons } from './CategoryButtons';
import { PromptCard } from './PromptCard';
import { PromptTips } from './PromptTips';
import { ResponseArea } from './ResponseArea';
import { usePromptOnScreen, type PromptOnScreen } from './usePromptOnScreen';

/** Spec section 8's load error. */
export const PROMPT_LOAD_ERROR = 'Failed to fetch writing prompt. Please try again.';

function PromptBody({ screen }: { screen: PromptOnScreen }) {
  if (screen.loading) {
    return (
      <div role="status" aria-label="Loading a writing prompt">
        <div className="pw-skeleton-lines pw-prompt__placeholder" aria-hidden="true" />
      </div>
    );
  }
  if (screen.failed) {
    return <RetryAlert title={PROMPT_LOAD_ERROR} onRetry={screen.tryAgain} />;
  }
  const { answer } = screen;
  if (!answer) return null;
  if (isExhausted(answer)) {
    return (
      <div className="pw-prompt pw-prompt--exhausted">
        <h2 className="pw-prompt__title">You have seen every prompt</h2>
        <p>{answer.message}</p>
        <Button type="primary" onClick={screen.startOver} loading={screen.resetting}>
          Start Over
        </Button>
      </div>
    );
  }
  return <PromptCard prompt={answer} />;
}

/** The Writing Prompts tab (spec section 2, D11): a prompt, the response and its draft, the categories, tips. */
export function PromptsTab() {
  const screen = usePromptOnScreen();
  const { answer } = screen;
  const prompt = !screen.loading && !screen.failed && answer && !isExhausted(answer) ? answer : null;
  return (
    <div className="pw-writing-columns">
      <div className="pw-card pw-writing-panel">
        <CategoryButtons category={screen.category} busy={screen.loading} onPick={screen.newPrompt} />
        <div aria-live="polite" aria-busy={screen.loading}>
          <PromptBody screen={screen} />
        </div>
        {prompt && <ResponseArea key={prompt.id} prompt={prompt} />}
      </div>
      <PromptTips />
    </div>
  );
}
