import { CoursePlayer } from './CoursePlayer';
import { WRITING_BASICS } from './data/courses.data';

const NEXT = {
  title: 'Grammar Essentials',
  to: '/course/grammar-essentials',
  pitch: 'the grammar and punctuation editors check first, ending with a real editing project.',
};

/** /course/writing-basics (spec section 2). */
export default function WritingBasicsPage() {
  return <CoursePlayer course={WRITING_BASICS} next={NEXT} />;
}
