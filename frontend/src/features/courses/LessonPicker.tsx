import type { LessonContent } from './data/courses.data';

interface LessonPickerProps {
  lessons: readonly LessonContent[];
  current: number;
  completed: ReadonlySet<string>;
  onSelect(index: number): void;
}

/**
 * The lesson list folded into one native select, shown instead of the list above the lesson on narrow screens
 * (course-player.css), so a phone shows the lesson's text at once; the full list follows the lesson there.
 */
export function LessonPicker({ lessons, current, completed, onSelect }: LessonPickerProps) {
  return (
    <label className="pw-lesson-picker">
      <span className="pw-lesson-picker__label">Go to lesson</span>
      <select value={current} onChange={(event) => onSelect(Number(event.target.value))}>
        {lessons.map((lesson, index) => (
          <option key={lesson.id} value={index}>
            {index + 1}. {lesson.title}
            {completed.has(lesson.id) ? ' (completed)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
