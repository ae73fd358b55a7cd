import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useEffect, useRef } from 'react';
import { canGoNext, canGoPrevious } from './coursePlayerRules';
import type { LessonAnswersResult } from './coursesApi';
import type { LessonContent } from './data/courses.data';
import { LessonPractice } from './LessonPractice';
import { LessonText } from './LessonText';

interface LessonViewProps {
  lesson: LessonContent;
  index: number;
  total: number;
  done: boolean;
  onPrevious(): void;
  onNext(): void;
  onCheck(answers: number[]): Promise<LessonAnswersResult>;
}

/**
 * One lesson with Previous and Next (spec section 2). It is complete when its practice questions are answered
 * correctly (D12), which replaces the spec's Mark Complete; the writing prompts are for practice and not checked.
 */
export function LessonView({ lesson, index, total, done, onPrevious, onNext, onCheck }: LessonViewProps) {
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
        {done && (
          <>
            {' · '}
            <span className="pw-lesson__done">
              <CheckCircleFilled aria-hidden="true" /> Completed
            </span>
          </>
        )}
      </p>
      <h2 id="lesson-title" ref={heading} tabIndex={-1}>
        {lesson.title}
      </h2>
      <LessonText content={lesson.content} />

      {lesson.exercises && (
        <LessonPractice
          key={lesson.id}
          lessonId={lesson.id}
          questions={lesson.exercises}
          done={done}
          onCheck={onCheck}
        />
      )}
      {lesson.freeText && (
        <section className="pw-practice" aria-labelledby={`${lesson.id}-writing`}>
          <h3 id={`${lesson.id}-writing`}>Writing practice</h3>
          {lesson.freeText.map((prompt, i) => (
            <div key={`${lesson.id}-text-${i}`} className="pw-lesson__exercise">
              <label htmlFor={`${lesson.id}-text-${i}`}>{prompt}</label>
              <Input.TextArea id={`${lesson.id}-text-${i}`} rows={5} />
            </div>
          ))}
          <p className="pw-lesson__note">Your writing stays on this page; it is not checked or sent.</p>
        </section>
      )}

      <div className="pw-lesson__nav">
        <Button icon={<LeftOutlined aria-hidden="true" />} onClick={onPrevious} disabled={!canGoPrevious(index)}>
          Previous
        </Button>
        <Button onClick={onNext} disabled={!canGoNext(index, total)}>
          Next <RightOutlined aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
