import { Link } from 'react-router-dom';
import type { ArticleContent } from './articles.data';
import { relatedArticles } from './relatedArticles';

/** How an article ends: three more kinds of paid writing work to consider. */
export function RelatedArticles({ article }: { article: ArticleContent }) {
  return (
    <section className="pw-article__related" aria-labelledby="related-articles-title">
      <h2 id="related-articles-title">Related kinds of work</h2>
      <ul>
        {relatedArticles(article).map((related) => (
          <li key={related.slug} className="pw-article__related-item">
            <h3>
              <Link to={`/articles/${related.slug}`}>{related.title}</Link>
            </h3>
            <p>{related.subtitle}</p>
            <p className="pw-article__related-meta">
              {related.difficulty} · {related.timeCommitment}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
