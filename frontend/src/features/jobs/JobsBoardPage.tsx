import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { MembersOnlyGate } from '../members/MembersOnlyGate';
import { JOB_SEARCH_TIPS, JOB_SITE_GROUPS } from './jobBoards';
import './jobs.css';

function JobsBoard() {
  return (
    <>
      {JOB_SITE_GROUPS.map((group) => (
        <section key={group.title} className="pw-jobs__group" aria-labelledby={`jobs-${group.title}`}>
          <h2 id={`jobs-${group.title}`}>{group.title}</h2>
          <p>{group.intro}</p>
          <ul className="pw-jobs__sites">
            {group.sites.map((site) => (
              <li key={site.name}>
                <a href={site.url} target="_blank" rel="noopener noreferrer" className="pw-jobs__site">
                  <span className="pw-jobs__name">
                    {site.name} <ExportOutlined aria-hidden="true" />
                    <span className="pw-visually-hidden"> (opens in a new tab)</span>
                  </span>
                  <span className="pw-jobs__description">{site.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="pw-jobs__tips" aria-labelledby="jobs-tips">
        <h2 id="jobs-tips">Job Search Tips</h2>
        <ul>
          {JOB_SEARCH_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** /jobs-board: outside job sites for writers, for members (spec section 2). */
export default function JobsBoardPage() {
  usePageMeta({
    title: pageTitle('Jobs Board'),
    description: 'The job boards and marketplaces where freelance writers find more paid work, chosen by our editors.',
  });
  return (
    <div className="pw-page">
      <h1>Jobs Board</h1>
      <p className="pw-lead">
        Beyond our own assignments: the job boards and marketplaces where writers find more work. Links open in a new
        tab.
      </p>
      <MembersOnlyGate feature="the jobs board">
        <JobsBoard />
      </MembersOnlyGate>
    </div>
  );
}
