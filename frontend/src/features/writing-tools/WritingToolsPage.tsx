import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function WritingToolsPage() {
  return (
    <PlaceholderPage title="Writing Tools">
      Daily prompts, a distraction-free editor and everyday tools for working writers.
    </PlaceholderPage>
  );
}
