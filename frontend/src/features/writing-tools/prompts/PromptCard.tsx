import Tag from 'antd/es/tag';
import type { WritingPrompt } from '../api/promptsApi';

/** The prompt itself (spec section 2): title, text, category and 'difficulty N/5'. */
export function PromptCard({ prompt }: { prompt: WritingPrompt }) {
  return (
    <article className="pw-prompt" aria-labelledby="pw-prompt-title">
      <div className="pw-prompt__tags">
        <Tag color="blue">{prompt.category}</Tag>
        <Tag>difficulty {prompt.difficulty}/5</Tag>
      </div>
      <h2 id="pw-prompt-title" className="pw-prompt__title">
        {prompt.title}
      </h2>
      <p className="pw-prompt__text">{prompt.prompt}</p>
    </article>
  );
}
