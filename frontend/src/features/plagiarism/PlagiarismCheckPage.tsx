import { PlaceholderPage } from '../../app/components/PlaceholderPage';
import { MembersOnlyGate } from '../members/MembersOnlyGate';

export default function PlagiarismCheckPage() {
  return (
    <MembersOnlyGate feature="the plagiarism checker">
      <PlaceholderPage title="Plagiarism Checker">
        Check the originality of your text before it reaches an editor.
      </PlaceholderPage>
    </MembersOnlyGate>
  );
}
