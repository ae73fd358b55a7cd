import { CoursePlayer } from './CoursePlayer';
import { GRAMMAR_ESSENTIALS } from './data/courses.data';

const NEXT = {
  title: 'Writing Basics',
  to: '/course/writing-basics',
  pitch: 'audience, structure, clear prose and revision, ending with a 500-word essay.',
};

/** /course/grammar-essentials (spec section 2). */
export default function GrammarEssentialsPage() {
  return <CoursePlayer course={GRAMMAR_ESSENTIALS} next={NEXT} />;
}
