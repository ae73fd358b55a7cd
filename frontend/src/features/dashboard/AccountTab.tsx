import { Fragment } from 'react';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { longDate } from '../../app/dates';
import { hasActiveSubscription } from '../auth/user';
import { EmailPreferencesCard } from '../mail/EmailPreferencesCard';
import { TwoFactorCard } from '../auth/twoFactor/TwoFactorCard';
import { SubscriptionCard } from './SubscriptionCard';
import { ApplicationTag } from './ApplicationTag';
import { useMemberState } from './useMemberState';
import './accountTab.css';

/**
 * An e-mail address that, when its line is too short (a phone), breaks first before its "@" and its dots rather than
 * at whatever letter the line ends on; only a part longer than the whole line still breaks inside.
 */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The Account tab (spec section 2): who the member is, their standing with the collective, and the membership. */
export function AccountTab() {
  const { user, applicationStatus, level } = useMemberState();
  if (!user) return null;
  return (
    <div className="pw-dashboard__tab pw-dashboard__account">
      <Card title={<h2 className="pw-dashboard__card-title">Account Information</h2>}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Name">
            {user.firstName} {user.lastName}
          </Descriptions.Item>
          <Descriptions.Item label="E-mail">
            <EmailAddress email={user.email} />
          </Descriptions.Item>
          <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
          <Descriptions.Item label="Member since">{longDate(user.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
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
      <div className="pw-dashboard__account-wide">
        <EmailPreferencesCard />
      </div>
      <div className="pw-dashboard__account-wide">
        <TwoFactorCard />
      </div>
    </div>
  );
}
