import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Switch from 'antd/es/switch';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { LoadingBlock } from '../dashboard/LoadingBlock';
import { useGetMailPreferencesQuery, useSetMailPreferencesMutation, type MailTopic } from './mailApi';
import './emailPreferences.css';

/**
 * The Account tab's "Email notifications" (D18): a switch per kind of notification, saved as soon as it is flipped,
 * and the security mail (address checks, password resets, e-mail changes) shown on and locked.
 */
export function EmailPreferencesCard() {
  const toast = useToast();
  const { data, isLoading, isError } = useGetMailPreferencesQuery();
  const [save, saving] = useSetMailPreferencesMutation();

  if (isLoading) return <LoadingBlock />;
  if (isError || !data) return <Alert type="error" showIcon title="Your email settings could not be loaded." />;

  async function change(topic: MailTopic, label: string, enabled: boolean) {
    try {
      await save({ [topic]: enabled }).unwrap();
      toast.success('Saved', enabled ? `You will get emails about: ${label}.` : `No more emails about: ${label}.`);
    } catch (error) {
      toast.error('Not saved', serverMessage(error, 'Your email settings could not be saved. Please try again.'));
    }
  }

  const pending = saving.isLoading ? saving.originalArgs : undefined;
  return (
    <Card title={<h2 className="pw-dashboard__card-title">Email notifications</h2>}>
      <p className="pw-mail-prefs__intro">Choose which emails we send you. Changes are saved at once.</p>
      <ul className="pw-mail-prefs">
        {data.topics.map(({ topic, label, enabled }) => {
          const id = `pw-mail-pref-${topic}`;
          return (
            <li key={topic} className="pw-mail-prefs__row">
              <label htmlFor={id}>{label}</label>
              <Switch
                id={id}
                checked={enabled}
                loading={pending !== undefined && topic in pending}
                onChange={(checked) => void change(topic, label, checked)}
              />
            </li>
          );
        })}
        <li className="pw-mail-prefs__row">
          <label htmlFor="pw-mail-pref-security">{data.security.label}</label>
          <Switch id="pw-mail-pref-security" checked disabled />
        </li>
      </ul>
    </Card>
  );
}
