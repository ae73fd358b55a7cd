import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function ResourcesPage() {
  return (
    <PlaceholderPage title="Resources">
      Writing guides, templates and worksheets, video tutorials and podcasts for working writers.
    </PlaceholderPage>
  );
}
