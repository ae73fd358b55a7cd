import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';

const HOW_IT_WORKS = [
  { title: 'Apply and get accepted', text: 'Tell us about your writing and pass a short assessment.' },
  { title: 'Receive paid assignments', text: 'Pick up briefs from partner companies that match your skills.' },
  { title: 'Get published by partners', text: 'Your work appears on the sites and channels of our partners.' },
];

const META_DESCRIPTION =
  'Join an editorial collective for freelance writers: paid assignments from partner companies, courses and writing tools.';

/**
 * The public landing page (`/` for visitors). A later issue adds news, job ideas and the sidebar.
 * It is part of the first download, so it uses plain elements and CSS, not antd (see AntdTheme).
 */
export default function LandingPage() {
  const { brandName } = useBrand();
  useDocumentTitle('Paid Writing Assignments for Freelance Writers');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', META_DESCRIPTION);
  }, []);

  return (
    <div className="pw-page">
      <section className="pw-hero" aria-labelledby="landing-title">
        <h1 id="landing-title">Get paid to write for companies that need your words</h1>
        <p className="pw-lead">
          {brandName} connects freelance writers with paid assignments from partner companies, and
          helps you grow with courses, editorial tools and a community of writers and editors.
        </p>
        <Link to="/apply" className="pw-button pw-button--primary pw-button--large">
          Apply Now
        </Link>
      </section>

      <section aria-labelledby="how-it-works-title">
        <h2 id="how-it-works-title">How it works</h2>
        <ol className="pw-steps">
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title} className="pw-steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
