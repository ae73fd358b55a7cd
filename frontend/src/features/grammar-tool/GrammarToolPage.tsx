import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function GrammarToolPage() {
  return (
    <PlaceholderPage title="Grammar Tool">
      Paste your text to check its grammar, style and readability before you submit it.
    </PlaceholderPage>
  );
}
