import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { useSubscribeNewsletterMutation } from './communityApi';
import './community.css';

/**
 * The newsletter form (spec sections 4 and 8): idle, 'Subscribing...' while the call runs, then
 * a toast; the field is cleared on success and a note asks for the confirmation (D18's double opt-in). Plain
 * elements: it is part of the landing page.
 */
export function NewsletterForm({ title = 'Newsletter', intro }: { title?: string; intro: string }) {
  const id = useId();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || isLoading) return;
    try {
      await subscribe(address).unwrap();
      setEmail('');
      setConfirmTo(address);
      toast.success('Success!', "You've been subscribed to our newsletter.");
    } catch (error) {
      toast.error('Error', serverMessage(error, 'Failed to subscribe to newsletter'));
    }
  };

  return (
    <form className="pw-newsletter" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pw-newsletter__title">
        {title}
      </h2>
      <p className="pw-newsletter__intro">{intro}</p>
      <label htmlFor={`${id}-email`} className="pw-visually-hidden">
        Your e-mail address
      </label>
      <input
        id={`${id}-email`}
        className="pw-newsletter__input"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="pw-button pw-button--primary pw-button--block" disabled={isLoading}>
        {isLoading ? 'Subscribing...' : 'Subscribe'}
      </button>
      {/* D18's double opt-in: the spec's toast says subscribed; the issues start once the address is confirmed. */}
      {confirmTo && (
        <p className="pw-newsletter__note" role="status">
          One more step: open the link we sent to {confirmTo} to confirm your address.
        </p>
      )}
    </form>
  );
}
