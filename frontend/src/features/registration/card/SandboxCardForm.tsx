import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useConfirmSandboxCardMutation } from '../../billing/billingApi';
import { BusyButton, Notice } from '../plainControls';
import { UNEXPECTED, type CardFormProps } from './cardForm';

/** 4242424242424242 → "4242 4242 4242 4242" as the person types. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card form of the sandbox provider (D3): test cards only, clearly marked, nothing charged. */
export function SandboxCardForm({ clientSecret, enabled, busy, submitLabel, onPay }: CardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [confirmCard] = useConfirmSandboxCardMutation();
  const ready =
    /^\d{13,19}$/.test(cardNumber.replace(/\s/g, '')) && /^\d{2}\/\d{2}$/.test(expiry) && /^\d{3,4}$/.test(cvc);

  const pay = () =>
    onPay(async () => {
      try {
        await confirmCard({ clientSecret, cardNumber, expiry, cvc }).unwrap();
      } catch (error) {
        throw new Error(serverMessage(error, UNEXPECTED));
      }
    });

  return (
    <div className="pw-card-form">
      <Notice kind="warning" role="note" title="Test mode — no real charge">
        Use card 4242 4242 4242 4242 with any future expiry date and any CVC. Card 4000 0000 0000 0002 is declined.
      </Notice>
      <label className="pw-card-form__field">
        <span>Card number</span>
        <input
          className="pw-form-field__input"
          value={cardNumber}
          onChange={(event) => setCardNumber(groupDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
      </label>
      <div className="pw-register__row">
        <label className="pw-card-form__field">
          <span>Expiry (MM/YY)</span>
          <input
            className="pw-form-field__input"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/30"
          />
        </label>
        <label className="pw-card-form__field">
          <span>CVC</span>
          <input
            className="pw-form-field__input"
            value={cvc}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
          />
        </label>
      </div>
      <BusyButton primary block disabled={!enabled || !ready} busy={busy} onClick={pay}>
        {submitLabel}
      </BusyButton>
    </div>
  );
}
