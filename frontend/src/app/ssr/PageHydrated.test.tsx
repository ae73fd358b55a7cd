import { render, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { PageHydrated } from './PageHydrated';

function Subscribe({ onSubscribe }: { onSubscribe: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubscribe(email);
      }}
    >
      <label>
        Email
        <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** The page, then the mark of its hydration: the same form element each time, so React leaves the form as it is. */
function Page({ form, hydrated }: { form: ReactElement; hydrated: boolean }) {
  return (
    <>
      {form}
      {hydrated && <PageHydrated />}
    </>
  );
}

it('clicks the control held before hydration once the text typed meanwhile is the form state', async () => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-hydrating', '');
  root.setAttribute('aria-disabled', 'true');
  document.body.append(root);
  const subscribed: string[] = [];
  const form = <Subscribe onSubscribe={(email) => subscribed.push(email)} />;
  const { rerender, getByLabelText, getByRole } = render(<Page form={form} hydrated={false} />, { container: root });
  // As on a page the server rendered: the reader typed an address and pressed Subscribe before the app took over
  // (public/boot.js held the click); React's state is still the server's empty one.
  (getByLabelText('Email') as HTMLInputElement).value = 'ada@example.com';
  window.penwrightEarlyClick = getByRole('button', { name: 'Subscribe' });

  rerender(<Page form={form} hydrated />);

  expect(root.hasAttribute('data-hydrating')).toBe(false);
  expect(root.hasAttribute('aria-disabled')).toBe(false);
  await waitFor(() => expect(subscribed).toEqual(['ada@example.com']));
  expect(window.penwrightEarlyClick).toBeUndefined();
  root.remove();
});
