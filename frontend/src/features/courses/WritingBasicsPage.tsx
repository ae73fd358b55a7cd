import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function WritingBasicsPage() {
  return (
    <PlaceholderPage title="Writing Basics">
      Eight lessons on the fundamentals of clear, publishable writing, ending with a 500-word essay project.
    </PlaceholderPage>
  );
}
