import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { longDate } from '../../../app/dates';
import { formatMoney } from '../../../app/money';
import { Link } from 'react-router-dom';
import { planTerms } from '../../billing/planTerms';
import { ApplicationTag } from '../../dashboard/ApplicationTag';
import { FRESH } from '../api/adminApi';
import { useGetAdminMemberRecordQuery, type AdminMemberRecord } from '../api/adminUsersApi';
import { AnswersCell, DetailsCell } from '../applicationCells';
import { ASSIGNMENT_STATUS, PAYOUT_STATUS } from '../labels';

type Attempt = AdminMemberRecord['quizAttempts'][number];

function attemptText(attempt: Attempt): string {
  if (attempt.completedAt === null || attempt.score === null || attempt.maxScore === null) return 'In progress';
  const percent = Math.round((attempt.score / attempt.maxScore) * 100);
  return `${attempt.score}/${attempt.maxScore} (${percent}%) · ${attempt.passed ? 'Passed' : 'Not passed'}`;
}

function ApplicationSection({ application }: Pick<AdminMemberRecord, 'application'>) {
  if (!application) return <p className="pw-admin__muted">No application.</p>;
  return (
    <>
      <dl className="pw-admin__facts">
        <dt>Status</dt>
        <dd>
          <ApplicationTag status={application.status} />
        </dd>
        <dt>Applied</dt>
        <dd>{longDate(application.createdAt)}</dd>
        <dt>Decision note</dt>
        <dd>{application.decisionNote ?? '—'}</dd>
        <dt>Decided</dt>
        <dd>{application.decidedAt ? longDate(application.decidedAt) : '—'}</dd>
      </dl>
      <h3>Answers from /apply</h3>
      <AnswersCell answers={application.answers} />
      <h3>Registration details</h3>
      <DetailsCell details={application.applicantDetails} />
    </>
  );
}

function SubscriptionSection({ subscription }: Pick<AdminMemberRecord, 'subscription'>) {
  if (!subscription) return <p className="pw-admin__muted">No payment-provider subscription.</p>;
  const renews = subscription.trialEnd
    ? `Trial ends ${longDate(subscription.trialEnd)}`
    : subscription.currentPeriodEnd
      ? `${subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'} ${longDate(subscription.currentPeriodEnd)}`
      : '—';
  return (
    <dl className="pw-admin__facts">
      <dt>Plan</dt>
      <dd>{planTerms(subscription)}</dd>
      <dt>Status</dt>
      <dd>
        {subscription.status} (provider: {subscription.providerStatus})
      </dd>
      <dt>Next</dt>
      <dd>{renews}</dd>
    </dl>
  );
}

function AssignmentsSection({ assignments }: Pick<AdminMemberRecord, 'assignments'>) {
  if (!assignments.length) return <p className="pw-admin__muted">No assignments yet.</p>;
  return (
    <ul className="pw-admin__member-work">
      {assignments.map((assignment) => (
        <li key={assignment.id}>
          <Link to={`/admin/assignment/${assignment.id}`}>{assignment.title}</Link>
          <div className="pw-admin__tags">
            <Tag color={ASSIGNMENT_STATUS[assignment.status].color}>{ASSIGNMENT_STATUS[assignment.status].text}</Tag>
            {assignment.payout ? (
              <span>
                Payout {formatMoney(assignment.payout.amount)}{' '}
                <Tag color={PAYOUT_STATUS[assignment.payout.status].color}>
                  {PAYOUT_STATUS[assignment.payout.status].text}
                </Tag>
              </span>
            ) : (
              <span className="pw-admin__muted">Due {longDate(assignment.deadline)}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's record beside the edit form on `/admin/user/{id}` (issue 23): application (the /apply answers,
 * status, decision note), quiz attempts, subscription, assignments with their payouts, and earnings (D9).
 */
export function MemberRecord({ userId }: { userId: number }) {
  const { data: record, isLoading, isError } = useGetAdminMemberRecordQuery(userId, FRESH);
  if (isLoading) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (isError || !record) return <Alert type="error" showIcon title="The member's record could not be loaded." />;
  return (
    <div className="pw-admin__member-record">
      <section aria-labelledby="pw-member-application">
        <h2 id="pw-member-application">Application</h2>
        <ApplicationSection application={record.application} />
      </section>
      <section aria-labelledby="pw-member-quiz">
        <h2 id="pw-member-quiz">Quiz attempts</h2>
        {record.quizAttempts.length ? (
          <ol className="pw-admin__member-work">
            {record.quizAttempts.map((attempt) => (
              <li key={attempt.id} className={attempt.passed ? 'pw-admin__pass' : undefined}>
                {attemptText(attempt)} · {longDate(attempt.completedAt ?? attempt.startedAt)}
              </li>
            ))}
          </ol>
        ) : (
          <p className="pw-admin__muted">No quiz attempts.</p>
        )}
      </section>
      <section aria-labelledby="pw-member-subscription">
        <h2 id="pw-member-subscription">Subscription</h2>
        <SubscriptionSection subscription={record.subscription} />
      </section>
      <section aria-labelledby="pw-member-earnings">
        <h2 id="pw-member-earnings">Earnings</h2>
        <dl className="pw-admin__facts">
          <dt>Total</dt>
          <dd>{formatMoney(record.earnings.total)}</dd>
          <dt>Pending</dt>
          <dd>{formatMoney(record.earnings.pending)} (pending and processing)</dd>
          <dt>Completed</dt>
          <dd>{formatMoney(record.earnings.completed)}</dd>
        </dl>
      </section>
      <section aria-labelledby="pw-member-assignments">
        <h2 id="pw-member-assignments">Assignments</h2>
        <AssignmentsSection assignments={record.assignments} />
      </section>
    </div>
  );
}
