import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { serverMessage } from '../../api/errors';
import { longDate } from '../../app/dates';
import { useToast } from '../../app/toast';
import { useReapplyMutation } from './applicationsApi';
import { useAfterPaint } from '../dashboard/useAfterPaint';
import { useMomentPassed } from './useMomentPassed';

/**
 * D17: the quiz closed the application after its last failed attempt. Says when the member may apply again,
 * and from then on offers Apply Again (a new application, with every attempt afresh).
 */
export function ReapplyNotice({ reapplyAt, className }: { reapplyAt: string; className?: string }) {
  const due = useMomentPassed(reapplyAt);
  // The moment in the reader's time zone, written once painted: a member's /quiz is rendered on the server (issue 29).
  const painted = useAfterPaint();
  const [reapply, { isLoading }] = useReapplyMutation();
  const toast = useToast();
  const apply = async () => {
    try {
      await reapply().unwrap();
      toast.success('Application Renewed', 'You can take the writing assessment again.');
    } catch (error) {
      toast.error('Error', serverMessage(error, 'Could not apply again. Please try again.'));
    }
  };

  return (
    <div className={className}>
      <Alert
        type="warning"
        showIcon
        title="This application has been closed"
        description={
          due
            ? 'Every attempt at the writing assessment was used without a pass. You may apply again now.'
            : `Every attempt at the writing assessment was used without a pass. You may apply again on ${painted ? longDate(reapplyAt, 'minutes') : '…'}.`
        }
      />
      {due && (
        <Button type="primary" size="large" onClick={() => void apply()} loading={isLoading} className="pw-reapply">
          Apply Again
        </Button>
      )}
    </div>
  );
}
