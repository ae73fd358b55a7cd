import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../../app/components/ButtonLink';
import { useGetMyApplicationQuery } from '../applications/applicationsApi';
import { statusColor, statusLabel } from '../applications/applicationStatus';
import { useSession } from '../auth/useSession';
import { hasActiveSubscription } from '../auth/user';
import './applicationStatus.css';

/**
 * The member home's Application Status (spec section 2), shown only when the member has an
 * application: the badge, Take Quiz while the quiz is due, Subscribe Now once approved without a
 * subscription, and the editors' note on their decision (D18: the decision's e-mail carries it too).
 */
export function ApplicationStatusSection() {
  const { user } = useSession();
  const { data: application } = useGetMyApplicationQuery(undefined, { skip: !user });
  if (!user || !application) return null;
  const { status, decisionNote } = application;

  return (
    <section className="pw-application-status" aria-labelledby="pw-application-status-title">
      <Typography.Title level={2} id="pw-application-status-title" className="pw-application-status__title">
        Application Status
      </Typography.Title>
      <div className="pw-application-status__row">
        <Tag color={statusColor(status)} className="pw-application-status__badge">
          {statusLabel(status)}
        </Tag>
        {status === 'quiz_required' && (
          <ButtonLink to="/quiz" type="primary">
            Take Quiz
          </ButtonLink>
        )}
        {status === 'approved' && !hasActiveSubscription(user) && (
          <ButtonLink to="/register" type="primary">
            Subscribe Now
          </ButtonLink>
        )}
      </div>
      {decisionNote && (
        <figure className="pw-application-status__note">
          <figcaption className="pw-application-status__note-caption">A note from the editors</figcaption>
          <blockquote className="pw-application-status__note-text">{decisionNote}</blockquote>
        </figure>
      )}
    </section>
  );
}
