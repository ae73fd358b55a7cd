import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function JobsBoardPage() {
  return (
    <PlaceholderPage title="Jobs Board">
      A curated list of job boards, freelance platforms and remote-work sites for writers, with tips for your search.
    </PlaceholderPage>
  );
}
