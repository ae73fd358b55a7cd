import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { useRenderInfo } from '../../app/ssr/pageState';
import { CommunityStats } from '../community/CommunityStats';
import { NewsletterForm } from '../community/NewsletterForm';
import { SocialFeed } from '../community/SocialFeed';
import { usePageMeta } from '../seo/pageMeta';
import { HeroIllustration } from './HeroIllustration';
import { JobIdeas } from './JobIdeas';
import { LatestNews } from './LatestNews';
import './landing.css';

const HOW_IT_WORKS = [
  {
    title: 'Apply and Get Accepted',
    text: 'Tell us about your writing, pass a short assessment and join the collective.',
  },
  {
    title: 'Receive Paid Assignments',
    text: 'Pick up briefs from partner companies that match your skills and schedule.',
  },
  {
    title: 'Get Published by Partners',
    text: 'Your work appears on the websites, newsletters and channels of our partners.',
  },
];

const TOOLS = [
  {
    title: 'Daily Writing Prompts',
    text: 'A fresh prompt every day to keep your practice steady and your ideas moving.',
  },
  { title: 'Editorial Tools', text: 'Grammar, readability and originality checks, an editor, outlines and citations.' },
  {
    title: 'Expert Community',
    text: 'Editors and fellow writers who give feedback, share leads and answer questions.',
  },
];

const DESCRIPTION =
  'Join an editorial collective for freelance writers: paid assignments from partner companies, free courses, writing tools and a community of editors.';

/**
 * The public landing page (`/` for visitors, spec section 2). Part of the first download, so it
 * uses plain elements and CSS, never antd.
 */
export default function LandingPage() {
  const { brandName, brandShortName, supportEmail } = useBrand();
  const { siteUrl } = useRenderInfo();
  usePageMeta({
    title: `${brandName} | Paid Writing Assignments for Freelance Writers`,
    description: DESCRIPTION,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brandName,
      alternateName: brandShortName,
      url: siteUrl,
      email: supportEmail,
      description: DESCRIPTION,
    },
  });

  return (
    <div className="pw-page pw-landing">
      <section className="pw-landing__hero" aria-labelledby="landing-title">
        <div className="pw-landing__hero-text">
          <h1 id="landing-title">Get paid to write for companies that need your words</h1>
          <p className="pw-lead">
            {brandName} connects freelance writers with paid assignments from partner companies, and helps you grow with
            courses, editorial tools and a community of writers and editors.
          </p>
          {/* The figures of spec section 1, verbatim; the same sentence says they are not a promise. */}
          <p className="pw-landing__pay">
            Writers work toward earning $4,000+ monthly: assignments pay $100 per 300-500 word article, and some writers
            earn $1000 or more per week, with no guarantee of income or of assignment volume.
          </p>
          <Link to="/apply" className="pw-button pw-button--primary pw-button--large">
            Apply Now
          </Link>
        </div>
        <HeroIllustration />
      </section>

      <div className="pw-landing__layout">
        <div className="pw-landing__main">
          <section aria-labelledby="how-it-works-title">
            <h2 id="how-it-works-title">How it works</h2>
            <ol className="pw-steps">
              {HOW_IT_WORKS.map((step) => (
                <li key={step.title} className="pw-card pw-steps__item">
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="tools-title">
            <h2 id="tools-title">Tools to Help You Succeed</h2>
            <ul className="pw-landing__tools">
              {TOOLS.map((tool) => (
                <li key={tool.title} className="pw-card pw-landing__tool">
                  <h3>{tool.title}</h3>
                  <p>{tool.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>

        {/* Between the two in the markup: on a phone the stats and the newsletter come before the long lists. */}
        <aside className="pw-landing__sidebar" aria-label="Community">
          <SocialFeed />
          <CommunityStats />
          <div className="pw-card pw-sidebar__box">
            <NewsletterForm intro="Editorial tips, new assignments and course news, about twice a month." />
          </div>
        </aside>

        <div className="pw-landing__main pw-landing__more">
          <LatestNews />
          <JobIdeas />
        </div>
      </div>
    </div>
  );
}
