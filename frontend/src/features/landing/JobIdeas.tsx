import { Link } from 'react-router-dom';
import { JOB_IDEA_GROUPS, JOB_IDEAS, type JobIdea } from './jobIdeas';

/** How many ideas of each kind show before 'show all': enough to see the range, few enough to scan. */
export const SHOWN_PER_KIND = 4;

function IdeaCards({ ideas }: { ideas: readonly JobIdea[] }) {
  return (
    <ul className="pw-job-ideas">
      {ideas.map((idea) => (
        <li key={idea.title}>
          <Link to={idea.to} className="pw-job-ideas__card">
            <span className="pw-job-ideas__title">{idea.title}</span>
            <span className="pw-job-ideas__summary">{idea.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * About fifty kinds of paid writing work, each leading to its article or to the application, grouped by kind:
 * a few of each, the rest behind a native disclosure (it works before the page's script has loaded, and the
 * server's HTML and the browser's are the same whether it is open or not).
 */
export function JobIdeas() {
  return (
    <section aria-labelledby="job-ideas-title" className="pw-job-kinds">
      <h2 id="job-ideas-title">Writing Jobs You Can Do</h2>
      <p>
        Explore the {JOB_IDEAS.length} kinds of paid writing our members take on, grouped by the kind of work. Every one
        starts with an application.
      </p>
      {JOB_IDEA_GROUPS.map((group, index) => {
        const more = group.ideas.slice(SHOWN_PER_KIND);
        const titleId = `job-kind-${index}`;
        return (
          <section key={group.kind} aria-labelledby={titleId} className="pw-job-kind">
            <h3 id={titleId} className="pw-job-kind__title">
              {group.kind}
            </h3>
            <p className="pw-job-kind__intro">{group.intro}</p>
            <IdeaCards ideas={group.ideas.slice(0, SHOWN_PER_KIND)} />
            {more.length > 0 && (
              <details className="pw-job-kind__more">
                <summary>
                  Show {more.length} more<span className="pw-visually-hidden"> {group.kind} jobs</span>
                </summary>
                <IdeaCards ideas={more} />
              </details>
            )}
          </section>
        );
      })}
    </section>
  );
}
