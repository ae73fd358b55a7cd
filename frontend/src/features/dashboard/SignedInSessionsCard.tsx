import { useRef } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import { serverMessage } from '../../api/errors';
import { longDate } from '../../app/dates';
import { palette } from '../../app/theme';
import { useToast } from '../../app/toast';
import {
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
  useListAccountSessionsQuery,
  type AccountSession,
} from './accountSessionsApi';
import { LoadingBlock } from './LoadingBlock';
import { PlainTag } from './PlainTag';
import { timeAgo } from './relativeTime';
import './signedInSessions.css';

export const SESSIONS_CARD_TITLE = 'Where you\u2019re signed in';

const signedInOn = (session: AccountSession) =>
  session.signedInAt ? longDate(session.signedInAt, 'minutes') : 'at an unknown time';

/**
 * The Account tab's "Where you're signed in" (D19): every browser signed in to the account, this one tagged, with
 * a Sign out on each other one and one for all others, each asked for first. An ended session's next request is
 * refused by the server, so that browser finds itself signed out.
 */
export function SignedInSessionsCard() {
  const toast = useToast();
  const { data: sessions, isLoading, isError } = useListAccountSessionsQuery();
  const [endOne, endOneState] = useEndAccountSessionMutation();
  const [endOthers, endOthersState] = useEndOtherAccountSessionsMutation();
  // The button pressed goes with its row: focus moves to the list, so the keyboard and screen reader stay in place.
  const listRef = useRef<HTMLUListElement>(null);

  if (isLoading) return <LoadingBlock />;
  if (isError || !sessions) {
    return <Alert type="error" showIcon title="Your sessions could not be loaded. Please reload the page." />;
  }

  async function end(session: AccountSession) {
    try {
      await endOne(session.id).unwrap();
      listRef.current?.focus();
      toast.success('Signed out', `${session.description} is no longer signed in to your account.`);
    } catch (error) {
      toast.error('Not signed out', serverMessage(error, 'That session could not be ended. Please try again.'));
    }
  }

  async function endAllOthers() {
    try {
      const { ended } = await endOthers().unwrap();
      listRef.current?.focus();
      toast.success('Signed out', ended === 1 ? 'One other session has ended.' : `${ended} other sessions have ended.`);
    } catch (error) {
      toast.error('Not signed out', serverMessage(error, 'Your other sessions could not be ended. Please try again.'));
    }
  }

  const others = sessions.filter((session) => !session.current).length;
  const ending = endOneState.isLoading ? endOneState.originalArgs : undefined;
  return (
    <Card title={<h2 className="pw-dashboard__card-title">{SESSIONS_CARD_TITLE}</h2>}>
      <p className="pw-sessions__intro">
        The browsers signed in to your account. If you don’t recognize one, sign it out and change your password.
      </p>
      <ul ref={listRef} tabIndex={-1} className="pw-sessions" aria-label="Your sessions">
        {sessions.map((session) => (
          <li key={session.id} className="pw-sessions__row">
            <div className="pw-sessions__device">
              <p className="pw-sessions__name">
                {session.description}
                {session.current && (
                  // Solid in the theme's green, white text (antd's pastel green fails WCAG AA contrast).
                  <span className="pw-sessions__tag">
                    <PlainTag color={palette.success}>This device</PlainTag>
                  </span>
                )}
              </p>
              <ul className="pw-sessions__facts">
                <li>{session.address ?? 'Address unknown'}</li>
                <li>Signed in {signedInOn(session)}</li>
                <li>
                  {session.current
                    ? 'Active now'
                    : `Last seen ${session.lastSeenAt ? timeAgo(session.lastSeenAt) : 'at an unknown time'}`}
                </li>
              </ul>
            </div>
            {!session.current && (
              <Popconfirm
                title={`Sign out ${session.description}?`}
                description="That browser will have to sign in again."
                okText="Sign out"
                cancelText="Keep it"
                okButtonProps={{ danger: true }}
                onConfirm={() => end(session)}
              >
                <Button
                  className="pw-sessions__action"
                  loading={ending === session.id}
                  aria-label={`Sign out ${session.description}, signed in ${signedInOn(session)}`}
                >
                  Sign out
                </Button>
              </Popconfirm>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Popconfirm
          title="Sign out of all other sessions?"
          description={`Every browser but this one will have to sign in again (${others === 1 ? 'one session' : `${others} sessions`}).`}
          okText="Sign out of all"
          cancelText="Keep them"
          okButtonProps={{ danger: true }}
          onConfirm={endAllOthers}
        >
          <Button danger className="pw-sessions__all" loading={endOthersState.isLoading}>
            Sign out of all other sessions
          </Button>
        </Popconfirm>
      )}
    </Card>
  );
}
