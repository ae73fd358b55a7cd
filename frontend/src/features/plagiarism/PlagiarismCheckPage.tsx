import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function PlagiarismCheckPage() {
  return (
    <PlaceholderPage title="Plagiarism Checker">
      Check the originality of your text before it reaches an editor.
    </PlaceholderPage>
  );
}
