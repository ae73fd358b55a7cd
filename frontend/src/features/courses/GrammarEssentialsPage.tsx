import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function GrammarEssentialsPage() {
  return (
    <PlaceholderPage title="Grammar Essentials">
      Six lessons, from parts of speech to grammar in context, that make your sentences correct and confident.
    </PlaceholderPage>
  );
}
