import { LinkButton } from '../../app/components/LinkButton';
import { AssignmentCard } from './AssignmentCard';
import { CommunityActivity } from './CommunityActivity';
import { useGetMyAssignmentsQuery, useGetMyEarningsQuery } from './dashboardApi';
import { EarningsFigures } from './EarningsFigures';
import { LoadingBlock } from './LoadingBlock';
import { useNextStep } from './useMemberState';

/** Spec section 9: the overview shows the 3 most recent assignments. */
const RECENT_ASSIGNMENTS = 3;

function RecentAssignments() {
  const { data, isLoading, isError } = useGetMyAssignmentsQuery();
  const step = useNextStep();
  // The server lists the member's work most recently changed first.
  const recent = (data ?? []).slice(0, RECENT_ASSIGNMENTS);
  let body;
  if (isLoading) body = <LoadingBlock />;
  else if (isError) body = <p className="pw-dashboard__empty">Your assignments could not be loaded.</p>;
  else if (recent.length === 0)
    body = (
      <>
        <p className="pw-dashboard__empty">No assignments found</p>
        {/* A member who cannot take work yet learns why here too; Your Next Steps has the link. */}
        {step?.why && <p className="pw-dashboard__empty">{step.why}</p>}
      </>
    );
  else
    body = (
      <ul className="pw-assignment-list">
        {recent.map((assignment) => (
          <li key={assignment.id}>
            <AssignmentCard assignment={assignment} showStatus compact />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="pw-dashboard__section" aria-labelledby="recent-assignments-title">
      <div className="pw-dashboard__section-head">
        <h2 id="recent-assignments-title">Recent Assignments</h2>
        <LinkButton to="/dashboard?tab=assignments">View All Assignments</LinkButton>
      </div>
      {body}
    </section>
  );
}

/**
 * The step that follows the member's application (D2): Take Quiz while the assessment is due, a word on the
 * review while it runs, Subscribe Now once approved without a plan, Find Assignments once accepting is open.
 */
function NextSteps() {
  const step = useNextStep();
  return (
    <section className="pw-card pw-dashboard__panel" aria-labelledby="next-steps-title" aria-busy={!step}>
      <h2 id="next-steps-title">Your Next Steps</h2>
      {step?.why && <p className="pw-dashboard__next-step">{step.why}</p>}
      <div className="pw-dashboard__buttons">
        {step?.action && (
          <LinkButton to={step.action.to} primary>
            {step.action.label}
          </LinkButton>
        )}
        <LinkButton to="/dashboard?tab=payouts">Request a Payout</LinkButton>
        <LinkButton to="/dashboard?tab=account">Account Details</LinkButton>
      </div>
    </section>
  );
}

function EarningsSummary() {
  const { data, isLoading } = useGetMyEarningsQuery();
  return (
    <section className="pw-card pw-dashboard__panel" aria-labelledby="earnings-summary-title">
      <h2 id="earnings-summary-title">Earnings Summary</h2>
      <EarningsFigures earnings={data} loading={isLoading} />
      <LinkButton to="/dashboard?tab=payouts">View Payouts</LinkButton>
    </section>
  );
}

/** The Overview tab (spec section 2): recent work, the community's activity, next steps and earnings. */
export function OverviewTab() {
  return (
    <div className="pw-dashboard__overview">
      <RecentAssignments />
      <div className="pw-dashboard__side">
        <EarningsSummary />
        <NextSteps />
        <CommunityActivity />
      </div>
    </div>
  );
}
