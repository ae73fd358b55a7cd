import StarFilled from '@ant-design/icons/StarFilled';
import Progress from 'antd/es/progress';
import type { CourseContent } from './data/courses.data';
import { progressLabel } from './coursePlayerRules';

/** The course header card (spec section 2): level, rating, duration, students, lessons, price, progress. */
export function CourseHeaderCard({ course, done }: { course: CourseContent; done: number }) {
  const total = course.lessons.length;
  return (
    <section className="pw-course-header" aria-labelledby="course-title">
      <div className="pw-course-header__intro">
        <h1 id="course-title">{course.title}</h1>
        <p className="pw-lead">{course.description}</p>
      </div>
      <dl className="pw-course-header__facts">
        <div>
          <dt>Level</dt>
          <dd>{course.level}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            <StarFilled className="pw-star" aria-hidden="true" /> {course.rating}
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{course.duration}</dd>
        </div>
        <div>
          <dt>Students</dt>
          <dd>{course.students} students</dd>
        </div>
        <div>
          <dt>Lessons</dt>
          <dd>{total} lessons</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>FREE</dd>
        </div>
      </dl>
      <div className="pw-course-header__progress">
        <span>{progressLabel(done, total)}</span>
        <Progress
          percent={Math.round((done / total) * 100)}
          showInfo={false}
          aria-label={`Course progress: ${progressLabel(done, total)}`}
        />
      </div>
    </section>
  );
}
