import Button from 'antd/es/button';
import { ButtonLink } from '../../app/components/ButtonLink';
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
        <ButtonLink to="/writing-tools">Writing Tools</ButtonLink>
        <ButtonLink to="/writing-tools?tab=prompts">Get New Prompt</ButtonLink>
        <Button onClick={onCommunityFeed}>Community Feed</Button>
        {offers.upgradePlan && (
          <ButtonLink to="/register" type="primary">
            Upgrade Plan
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
