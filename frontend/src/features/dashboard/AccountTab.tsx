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
      <div className="pw-dashboard__account-wide">
        <SubscriptionCard />
      </div>
      <BillingCards />
      <div className="pw-dashboard__account-wide">
        <OneToOneCard />
      </div>
      <div className="pw-dashboard__account-wide">
        <EmailPreferencesCard />
      </div>
      <ChangeEmailCard user={user} />
      <ChangePasswordCard />
      <div className="pw-dashboard__account-wide">
        <TwoFactorCard />
      </div>
      <div className="pw-dashboard__account-wide">
        <PasskeysCard />
      </div>
      <div className="pw-dashboard__account-wide">
        <SignedInSessionsCard />
      </div>
      <div className="pw-dashboard__account-wide">
        <YourDataCard email={user.email} />
      </div>
    </div>
  );
}
