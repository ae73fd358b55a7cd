import type { TestCard } from '../../application/ports/sandbox-cards';

export const SUCCESS_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export type CardCheck = { ok: true; last4: string } | { ok: false; declined: boolean; message: string };

/**
 * The sandbox's card rules, with Stripe's messages: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * and every other well-formed number is declined (no real card is ever charged here).
 */
export function checkTestCard(card: TestCard, now: Date): CardCheck {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { ok: false, declined: false, message: 'Your card number is incorrect.' };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, declined: false, message: "Your card's expiration date is incomplete." };
  }
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    return { ok: false, declined: false, message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, declined: false, message: "Your card's security code is incomplete." };
  }
  if (number !== SUCCESS_CARD) return { ok: false, declined: true, message: 'Your card was declined.' };
  return { ok: true, last4: number.slice(-4) };
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
