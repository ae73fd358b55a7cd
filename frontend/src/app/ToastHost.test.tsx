import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ToastProvider, useToast, type Toast } from './toast';
import { TOAST_SECONDS } from './ToastHost';

/** Announces once, as a page does after something the person did. */
function Announcer({ say }: { say: (toast: Toast) => void }) {
  const toast = useToast();
  useEffect(() => {
    say(toast);
  }, [say, toast]);
  return null;
}

/** Renders the provider, announces, and waits (on fake timers) for the lazily loaded host to show it. */
async function announce(say: (toast: Toast) => void, role: 'alert' | 'status') {
  render(
    <ToastProvider>
      <Announcer say={say} />
    </ToastProvider>,
  );
  return screen.findByRole(role, {}, { timeout: 15_000 });
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts (issue 18: an error must stay long enough to read)', () => {
  it('keeps an error on screen until it is closed (antd would close it after 4.5 s), announced as an alert', async () => {
    const alert = await announce((t) => t.error('Payment Failed', 'Your card was declined.'), 'alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    wait(5 * 60_000);
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(TOAST_SECONDS.error).toBe(false);
  });

  it('lets a success fade after a comfortable read (antd would close it after 4.5 s), announced politely', async () => {
    const status = await announce((t) => t.success('Subscription Updated', 'Your plan is now Professional.'), 'status');
    expect(status).toHaveTextContent('Subscription Updated');
    wait(5_000);
    expect(screen.getByText('Subscription Updated')).toBeInTheDocument();
    wait(10_000);
    expect(screen.queryByText('Subscription Updated')).not.toBeInTheDocument();
  });
});

describe('one toast at a time (spec section 9)', () => {
  it('replaces the toast showing with a new one at once, not beside it', async () => {
    await announce((t) => {
      t.info('Welcome back');
      setTimeout(() => t.success('Subscription Resumed', 'Your membership will renew as usual.'), 1_000);
    }, 'status');
    wait(1_000);
    expect(await screen.findByText('Subscription Resumed')).toBeInTheDocument();
    // Not even fading out: the one before is gone the moment the new one shows.
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
  });
});
