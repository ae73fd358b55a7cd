import { PlaceholderPage } from '../../app/components/PlaceholderPage';
import { MembersOnlyGate } from '../members/MembersOnlyGate';

export default function GrammarToolPage() {
  return (
    <MembersOnlyGate feature="the grammar tool">
      <PlaceholderPage title="Grammar Tool">
        Paste your text to check its grammar, style and readability before you submit it.
      </PlaceholderPage>
    </MembersOnlyGate>
  );
}
