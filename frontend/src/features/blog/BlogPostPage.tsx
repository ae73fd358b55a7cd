import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  return (
    <PlaceholderPage title="Editorial Insight">
      The post “{slug}” from our editors will appear here.
    </PlaceholderPage>
  );
}
