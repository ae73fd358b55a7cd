import { LinkButton } from '../../app/components/LinkButton';
import { useMemberState } from './useMemberState';

/**
 * Spec section 2's quick actions, each doing the evident thing (D5): the writing tools, a fresh prompt, the
 * community feed on this page, and Upgrade Plan for a member below the top tier (D9).
 */
export function QuickActions({ onCommunityFeed }: { onCommunityFeed(): void }) {
  const { offers } = useMemberState();
  return (
    <section className="pw-card pw-dashboard__panel" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">Quick Actions</h2>
      <div className="pw-dashboard__buttons pw-dashboard__buttons--stacked">
        <LinkButton to="/writing-tools">Writing Tools</LinkButton>
        <LinkButton to="/writing-tools?tab=prompts">Get New Prompt</LinkButton>
        <button type="button" className="pw-button" onClick={onCommunityFeed}>
          Community Feed
        </button>
        {offers.upgradePlan && (
          <LinkButton to="/register" primary>
            Upgrade Plan
          </LinkButton>
        )}
      </div>
    </section>
  );
}
