import Button from 'antd/es/button';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { useRequestPayoutMutation } from './dashboardApi';

/**
 * Request Payout (D5, D9): asks for the member's pending payouts to be paid. The server decides: below the
 * minimum it answers 409 with the minimum and the member's pending amount, which the toast shows as it is.
 */
export function RequestPayoutButton() {
  const [requestPayout, { isLoading }] = useRequestPayoutMutation();
  const toast = useToast();

  async function onClick() {
    try {
      const result = await requestPayout().unwrap();
      toast.success('Payout Requested', result.message);
    } catch (error) {
      toast.error('Failed to request payout', serverMessage(error, 'Please try again.'));
    }
  }

  return (
    <Button type="primary" loading={isLoading} onClick={() => void onClick()}>
      Request Payout
    </Button>
  );
}
