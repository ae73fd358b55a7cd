import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { AccountInformationCard } from '../account/AccountInformationCard';
import { ChangeEmailCard } from '../account/ChangeEmailCard';
import { ChangePasswordCard } from '../account/ChangePasswordCard';
import { hasActiveSubscription } from '../auth/user';
import { EmailPreferencesCard } from '../mail/EmailPreferencesCard';
import { TwoFactorCard } from '../auth/twoFactor/TwoFactorCard';
import { SubscriptionCard } from './SubscriptionCard';
import { BillingCards } from './BillingCards';
import { SignedInSessionsCard } from './SignedInSessionsCard';
import { YourDataCard } from './YourDataCard';
import { OneToOneCard } from '../mentoring/OneToOneCard';
import { PasskeysCard } from './PasskeysCard';
import { ApplicationTag } from './ApplicationTag';
import { useMemberState } from './useMemberState';
import { WhenNear } from './WhenNear';
import './accountTab.css';

/** The Account tab (spec section 2): who the member is, their standing with the collective, and the membership. */
export function AccountTab() {
  const { user, applicationStatus, level } = useMemberState();
  if (!user) return null;
  return (
    <div className="pw-dashboard__tab pw-dashboard__account">
      <AccountInformationCard user={user} />
      <Card title={<h2 className="pw-dashboard__card-title">Employee Details</h2>}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Employment Level">{level}</Descriptions.Item>
          <Descriptions.Item label="Application">
            <ApplicationTag status={applicationStatus} />
          </Descriptions.Item>
          <Descriptions.Item label="Subscription">
            {hasActiveSubscription(user) ? 'Active' : 'No active subscription'}
          </Descriptions.Item>
          <Descriptions.Item label="Account">{user.isActive ? 'Active' : 'Inactive'}</Descriptions.Item>
        </Descriptions>
      </Card>
      {/* Below the first screen on a phone: each card renders as it nears the screen, or when the browser is idle. */}
      <div className="pw-dashboard__account-wide">
        <WhenNear reserve={310}>
          <SubscriptionCard />
        </WhenNear>
      </div>
      <WhenNear reserve={440} className="pw-dashboard__account-wide">
        <BillingCards />
      </WhenNear>
      <div className="pw-dashboard__account-wide">
        <WhenNear reserve={200}>
          <OneToOneCard />
        </WhenNear>
      </div>
      <div className="pw-dashboard__account-wide">
        <WhenNear reserve={580}>
          <EmailPreferencesCard />
        </WhenNear>
      </div>
      <WhenNear reserve={340}>
        <ChangeEmailCard user={user} />
      </WhenNear>
      <WhenNear reserve={440}>
        <ChangePasswordCard />
      </WhenNear>
      <div className="pw-dashboard__account-wide">
        <WhenNear reserve={400}>
          <TwoFactorCard />
        </WhenNear>
      </div>
      <div className="pw-dashboard__account-wide">
        <WhenNear reserve={350}>
          <PasskeysCard />
        </WhenNear>
      </div>
      <div className="pw-dashboard__account-wide">
        <WhenNear reserve={330}>
          <SignedInSessionsCard />
        </WhenNear>
      </div>
      <div className="pw-dashboard__account-wide">
        <WhenNear reserve={370}>
          <YourDataCard email={user.email} />
        </WhenNear>
      </div>
    </div>
  );
}
