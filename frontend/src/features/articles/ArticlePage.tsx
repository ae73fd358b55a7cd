import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../app/components/PlaceholderPage';
import NotFoundPage from '../not-found/NotFoundPage';
import { isArticleSlug, titleFromSlug } from './articleSlugs';

export default function ArticlePage() {
  const { slug } = useParams();
  if (!isArticleSlug(slug)) return <NotFoundPage />;
  return (
    <PlaceholderPage title={titleFromSlug(slug)}>
      What this kind of writing pays, the skills it takes and how to get started.
    </PlaceholderPage>
  );
}
