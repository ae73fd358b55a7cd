import { PlaceholderPage } from '../../app/components/PlaceholderPage';

export default function CoursesPage() {
  return (
    <PlaceholderPage title="Courses">
      Start with our two free courses, Writing Basics and Grammar Essentials, then deepen your craft with premium courses for members.
    </PlaceholderPage>
  );
}
