import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useGetDailyPromptQuery } from '../writing-tools/api/promptsApi';

/** The address Start Writing opens: the writing tools with this prompt loaded (D5, D11). */
export const startWritingPath = (promptId: number) => `/writing-tools?tab=prompts&prompt=${promptId}`;

/** Today's Writing Prompt (spec section 2): the day's prompt, the same for every member. */
export function TodaysPrompt() {
  const { data: prompt, isLoading, isError } = useGetDailyPromptQuery();
  return (
    <section className="pw-card pw-home-card" aria-labelledby="pw-todays-prompt">
      <h2 id="pw-todays-prompt">Today&apos;s Writing Prompt</h2>
      {isLoading && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {isError && <p className="pw-home-muted">Today&apos;s prompt could not be loaded. Please reload the page.</p>}
      {prompt && (
        <>
          <h3 className="pw-home-prompt__title">{prompt.title}</h3>
          <p className="pw-home-prompt__text">{prompt.prompt}</p>
          <p className="pw-home-muted">
            Category: {prompt.category} • Difficulty: {prompt.difficulty}/5
          </p>
          <div>
            <ButtonLink to={startWritingPath(prompt.id)} type="primary">
              Start Writing
            </ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
