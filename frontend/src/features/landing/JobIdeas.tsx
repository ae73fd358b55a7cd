import { Link } from 'react-router-dom';
import { JOB_IDEAS } from './jobIdeas';

/** About fifty kinds of paid writing work, each leading to its article or to the application. */
export function JobIdeas() {
  return (
    <section aria-labelledby="job-ideas-title">
      <h2 id="job-ideas-title">Writing Jobs You Can Do</h2>
      <p>Explore the kinds of paid writing our members take on. Every one starts with an application.</p>
      <ul className="pw-job-ideas">
        {JOB_IDEAS.map((idea) => (
          <li key={idea.title}>
            <Link to={idea.to} className="pw-job-ideas__card">
              <span className="pw-job-ideas__title">{idea.title}</span>
              <span className="pw-job-ideas__summary">{idea.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
