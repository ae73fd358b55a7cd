import BookOutlined from '@ant-design/icons/BookOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { ButtonLink } from '../../app/components/ButtonLink';
import { brand } from '../../app/brand';
import { MembersOnlyGate } from '../members/MembersOnlyGate';
import { GRAMMAR_ESSENTIALS, WRITING_BASICS } from './data/courses.data';
import { PremiumCourses } from './PremiumCourses';
import './courses.css';

const FREE_COURSES = [
  { course: WRITING_BASICS, to: '/course/writing-basics' },
  { course: GRAMMAR_ESSENTIALS, to: '/course/grammar-essentials' },
];

/** /courses: two free courses and the premium catalogue behind the members-only gate. */
export default function CoursesPage() {
  usePageMeta({
    title: pageTitle('Courses'),
    description: `Free writing courses from ${brand.brandName}, Writing Basics and Grammar Essentials, and premium courses for members.`,
  });
  return (
    <div className="pw-page">
      <h1>Writing Courses</h1>
      <p className="pw-lead">
        Build the skills editors look for. Start with our two free courses, then go further with premium courses for
        members.
      </p>

      <section aria-labelledby="free-courses">
        <h2 id="free-courses">Free Courses</h2>
        <ul className="pw-course-grid">
          {FREE_COURSES.map(({ course, to }) => (
            <li key={course.id} className="pw-course-card">
              <div className="pw-course-card__tags">
                <span className="pw-badge pw-badge--strong">Free</span>
                <span className="pw-badge">{course.level}</span>
              </div>
              <h3>{course.title}</h3>
              <p>{course.description}</p>
              <p className="pw-course-card__facts">
                <span>
                  <ClockCircleOutlined aria-hidden="true" /> {course.duration}
                </span>
                <span>
                  <BookOutlined aria-hidden="true" /> {course.totalLessons} lessons
                </span>
                <span>
                  <StarFilled aria-hidden="true" className="pw-star" /> {course.rating} · {course.students} students
                </span>
              </p>
              <ButtonLink to={to} type="primary" block>
                Start Learning
              </ButtonLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="premium-courses">
        <h2 id="premium-courses">Premium Courses</h2>
        <MembersOnlyGate feature="the premium course catalogue">
          <PremiumCourses />
        </MembersOnlyGate>
      </section>
    </div>
  );
}
