import CheckOutlined from '@ant-design/icons/CheckOutlined';
import Button from 'antd/es/button';
import { serverMessage } from '../../api/errors';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useToast } from '../../app/toast';
import { useSession } from '../auth/useSession';
import { useGetMyWaitlistsQuery, useJoinWaitlistMutation } from './coursesApi';
import { PREMIUM_COURSES, type PremiumCourse } from './data/courses.data';

/**
 * The six premium courses: Enroll Now joins the course's wait list (D5). A course whose list the member is
 * on says so, from the server, so the state survives a reload and the toast is never repeated (issue 18).
 */
export function PremiumCourses() {
  const toast = useToast();
  const { user } = useSession();
  const waitlists = useGetMyWaitlistsQuery(undefined, { skip: !user });
  const [joinWaitlist, { isLoading, originalArgs }] = useJoinWaitlistMutation();
  const onList = new Set<string>(waitlists.data?.courseIds ?? []);

  const enroll = async (course: PremiumCourse) => {
    try {
      await joinWaitlist(course.id).unwrap();
      toast.success("You're on the wait list", `We'll e-mail you as soon as ${course.title} opens for enrollment.`);
    } catch (error) {
      toast.error('Error', serverMessage(error, 'Failed to join the wait list. Please try again.'));
    }
  };

  return (
    <ul className="pw-course-grid pw-course-grid--premium">
      {PREMIUM_COURSES.map((course) => {
        const joined = onList.has(course.id);
        return (
          <li key={course.id} className="pw-course-card">
            <div className="pw-course-card__tags">
              <span className="pw-badge pw-badge--strong">${course.price}</span>
              <span className="pw-badge">{course.level}</span>
              <span className="pw-badge">{course.weeks} weeks</span>
            </div>
            <h3>{course.title}</h3>
            <p>{course.description}</p>
            <ul className="pw-course-card__topics">
              {course.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <div className="pw-course-card__actions">
              {joined ? (
                <Button icon={<CheckOutlined />} disabled aria-label={`On the wait list for ${course.title}`}>
                  On the wait list
                </Button>
              ) : (
                <Button
                  type="primary"
                  loading={isLoading && originalArgs === course.id}
                  // Until the member's lists are known, a click could join a list twice and toast twice.
                  disabled={Boolean(user) && waitlists.isLoading}
                  onClick={() => void enroll(course)}
                >
                  Enroll Now
                </Button>
              )}
              <ButtonLink to="/quiz">Take Skills Assessment</ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
