import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { Link } from 'react-router-dom';

/**
 * The fallback for any path the router does not know. Texts are the spec's, verbatim.
 * Plain elements, not antd Typography: this page is part of the first download of every visit.
 */
export default function NotFoundPage() {
  usePageMeta({ title: pageTitle('Page Not Found'), description: 'This page does not exist.', noindex: true });
  return (
    <section className="pw-page pw-page--narrow">
      <h1>Page Not Found</h1>
      <p className="pw-lead">Did you forget to add the page to the router?</p>
      {/* A way on from a dead end (issue 18). */}
      <div>
        <Link to="/" className="pw-button pw-button--primary">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
