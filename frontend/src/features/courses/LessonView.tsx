import CheckOutlined from '@ant-design/icons/CheckOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useEffect, useRef } from 'react';
import { canGoNext, canGoPrevious } from './coursePlayerRules';
import type { LessonContent } from './data/courses.data';
import { LessonText } from './LessonText';

interface LessonViewProps {
  lesson: LessonContent;
  index: number;
  total: number;
  done: boolean;
  saving: boolean;
  onPrevious(): void;
  onNext(): void;
  onComplete(): void;
}

/** One lesson with Previous, Mark Complete and Next (spec section 2). Exercises are never checked. */
export function LessonView({ lesson, index, total, done, saving, onPrevious, onNext, onComplete }: LessonViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(lesson.id);
  // Moving to another lesson takes the reader (and screen reader focus) to its title.
  useEffect(() => {
    if (shown.current === lesson.id) return;
    shown.current = lesson.id;
    heading.current?.focus();
  }, [lesson.id]);

  return (
    <article className="pw-lesson" aria-labelledby="lesson-title">
      <p className="pw-lesson__eyebrow">
        Lesson {index + 1} of {total} · <span className="pw-badge">{lesson.type}</span> {lesson.duration}
      </p>
      <h2 id="lesson-title" ref={heading} tabIndex={-1}>
        {lesson.title}
      </h2>
      <LessonText content={lesson.content} />

      {lesson.exercises?.map((exercise, i) => (
        <fieldset key={`${lesson.id}-choice-${i}`} className="pw-lesson__exercise">
          <legend>
            Practice {i + 1}: {exercise.prompt}
          </legend>
          <Radio.Group options={exercise.choices.map((choice) => ({ value: choice, label: choice }))} />
        </fieldset>
      ))}
      {lesson.freeText?.map((prompt, i) => (
        <div key={`${lesson.id}-text-${i}`} className="pw-lesson__exercise">
          <label htmlFor={`${lesson.id}-text-${i}`}>{prompt}</label>
          <Input.TextArea id={`${lesson.id}-text-${i}`} rows={5} />
        </div>
      ))}
      <p className="pw-lesson__note">Practice answers stay on this page; they are not checked or sent.</p>

      <div className="pw-lesson__nav">
        <Button icon={<LeftOutlined aria-hidden="true" />} onClick={onPrevious} disabled={!canGoPrevious(index)}>
          Previous
        </Button>
        <Button
          type="primary"
          icon={done ? <CheckOutlined aria-hidden="true" /> : undefined}
          onClick={onComplete}
          disabled={done}
          loading={saving && !done}
        >
          {done ? 'Completed' : 'Mark Complete'}
        </Button>
        <Button onClick={onNext} disabled={!canGoNext(index, total)}>
          Next <RightOutlined aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
