import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { useSession } from '../auth/useSession';
import { CourseCompletion, type NextCourse } from './CourseCompletion';
import { CourseHeaderCard } from './CourseHeaderCard';
import { countCompleted, firstIncompleteIndex } from './coursePlayerRules';
import type { CourseContent } from './data/courses.data';
import { LessonList } from './LessonList';
import { LessonPicker } from './LessonPicker';
import { LessonView } from './LessonView';
import { useCourseProgress } from './useCourseProgress';
import './courses.css';
import './course-player.css';

/**
 * A free course player (spec section 2, D12): lesson list and lesson view, then the completion
 * screen once every lesson's practice questions are answered correctly. Members' progress is stored; visitors'
 * stays in the page. On a phone the lesson comes first, with a compact lesson picker above it.
 */
export function CoursePlayer({ course, next }: { course: CourseContent; next: NextCourse }) {
  usePageMeta({ title: pageTitle(course.title), description: course.description });
  const { user } = useSession();
  const progress = useCourseProgress(course.id);
  const lessonIds = useMemo(() => course.lessons.map((lesson) => lesson.id), [course]);
  const done = countCompleted(lessonIds, progress.completed);
  const [current, setCurrent] = useState<number | null>(null);

  // Until the reader picks a lesson, show the first one not done: a member resumes where they stopped.
  const index = current ?? firstIncompleteIndex(lessonIds, progress.completed);
  const lesson = course.lessons[index] ?? course.lessons[0]!;
  const restart = () => {
    progress.restart();
    setCurrent(0);
  };

  return (
    <div className="pw-page pw-course">
      <Link to="/courses" className="pw-course__back">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Courses
      </Link>
      <CourseHeaderCard course={course} done={done} />
      {progress.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Your progress could not be saved or loaded. Please try again."
        />
      )}
      {progress.loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : done === lessonIds.length ? (
        <CourseCompletion
          course={course}
          certificate={progress.certificate}
          memberName={user ? `${user.firstName} ${user.lastName}`.trim() : null}
          next={next}
          restarting={progress.saving}
          onRestart={restart}
        />
      ) : (
        <div className="pw-course__body">
          <LessonList lessons={course.lessons} current={index} completed={progress.completed} onSelect={setCurrent} />
          <div className="pw-course__lesson">
            <LessonPicker
              lessons={course.lessons}
              current={index}
              completed={progress.completed}
              onSelect={setCurrent}
            />
            <LessonView
              lesson={lesson}
              index={index}
              total={course.lessons.length}
              done={progress.completed.has(lesson.id)}
              onPrevious={() => setCurrent(index - 1)}
              onNext={() => setCurrent(index + 1)}
              onCheck={(answers) => {
                // Stay on this lesson when it completes, so its feedback stays in view.
                setCurrent(index);
                return progress.checkAnswers(lesson.id, answers);
              }}
            />
          </div>
        </div>
      )}
    </div>
  );
}
