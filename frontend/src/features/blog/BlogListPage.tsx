import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function BlogListPage() {
  return (
    <PlaceholderPage title="Editorial Insights">
      Articles from our editors on the craft and business of freelance writing.
    </PlaceholderPage>
  );
}
