import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import type { LessonContent } from './data/courses.data';

interface LessonListProps {
  lessons: readonly LessonContent[];
  current: number;
  completed: ReadonlySet<string>;
  onSelect(index: number): void;
}

/** The lesson list of a course player: number, done marker, type badge, title, duration. */
export function LessonList({ lessons, current, completed, onSelect }: LessonListProps) {
  return (
    <nav aria-label="Lessons">
      <ol className="pw-lessons">
        {lessons.map((lesson, index) => {
          const done = completed.has(lesson.id);
          return (
            <li key={lesson.id}>
              <button
                type="button"
                className={`pw-lessons__item${index === current ? ' pw-lessons__item--current' : ''}`}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className="pw-lessons__number" aria-hidden="true">
                  {done ? <CheckCircleFilled className="pw-lessons__done" /> : index + 1}
                </span>
                <span className="pw-lessons__body">
                  <span className="pw-lessons__title">
                    {done && <span className="pw-visually-hidden">Completed: </span>}
                    Lesson {index + 1}: {lesson.title}
                  </span>
                  <span className="pw-lessons__meta">
                    <span className="pw-badge">{lesson.type}</span>
                    {lesson.duration}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
