import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function QuizPage() {
  return (
    <PlaceholderPage title="Writing Assessment">
      A timed assessment of 25 questions in 30 minutes; 70% passes.
    </PlaceholderPage>
  );
}
