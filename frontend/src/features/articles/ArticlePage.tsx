import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { useRenderInfo } from '../../app/ssr/pageState';
import { ButtonLink } from '../../app/components/ButtonLink';
import NotFoundPage from '../not-found/NotFoundPage';
import { usePageMeta } from '../seo/pageMeta';
import { articleStructuredData } from './articleStructuredData';
import { findArticle, type ArticleContent } from './articles.data';
import { RelatedArticles } from './RelatedArticles';
import './articles.css';

function statTiles(article: ArticleContent) {
  return [
    article.hourlyRate && { label: 'Hourly Rate', value: article.hourlyRate },
    article.monthlyPotential && { label: 'Monthly Potential', value: article.monthlyPotential },
    { label: 'Difficulty', value: article.difficulty },
    { label: 'Time Commitment', value: article.timeCommitment },
  ].filter((tile): tile is { label: string; value: string } => Boolean(tile));
}

/** /articles/{slug}: one kind of freelance writing work (spec section 2). */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  return article ? <Article article={article} /> : <NotFoundPage />;
}

function Article({ article }: { article: ArticleContent }) {
  const { brandName, brandShortName } = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const { siteUrl } = useRenderInfo();
  usePageMeta({
    title: `${article.title} | ${brandShortName} Freelance Writing Opportunities`,
    description: article.description,
    type: 'article',
    structuredData: articleStructuredData(article, brandName, `${siteUrl}${location.pathname}`),
  });
  // Browser history when there is some; a visitor who landed here directly goes home.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <article className="pw-page pw-page--narrow pw-article" aria-labelledby="article-title">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={back} className="pw-article__back">
        Back
      </Button>
      <h1 id="article-title">{article.title}</h1>
      <p className="pw-lead">{article.subtitle}</p>

      <dl className="pw-article__stats">
        {statTiles(article).map((tile) => (
          <div key={tile.label} className="pw-article__stat">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="skills-title">
        <h2 id="skills-title">Required Skills</h2>
        <ul className="pw-article__skills">
          {article.skills.map((skill) => (
            <li key={skill}>
              <Tag>{skill}</Tag>
            </li>
          ))}
        </ul>
      </section>

      <div className="pw-article__body">
        {article.content.map((paragraph) => (
          <p key={paragraph.slice(0, 48)}>{paragraph}</p>
        ))}
      </div>

      <aside className="pw-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Ready to get paid for your writing?</h2>
        <p>
          Join {brandName}: apply in a few minutes, pass the writing assessment and start receiving paid assignments
          from partner companies.
        </p>
        <ButtonLink to="/apply" type="primary" size="large">
          Apply to {brandShortName} Today
        </ButtonLink>
      </aside>

      <RelatedArticles article={article} />
    </article>
  );
}
