import { checkTestCard, DECLINED_CARD, SUCCESS_CARD } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('sandbox test cards', () => {
  it('accepts 4242 4242 4242 4242, with or without spaces', () => {
    expect(checkTestCard(card('4242 4242 4242 4242'), now)).toEqual({ ok: true, last4: '4242' });
    expect(checkTestCard(card(SUCCESS_CARD, '01/2031', '1234'), now)).toMatchObject({ ok: true });
  });

  it('declines 4000 0000 0000 0002 and any other valid number', () => {
    for (const number of [DECLINED_CARD, '5555 5555 5555 4444']) {
      expect(checkTestCard(card(number), now)).toEqual({
        ok: false,
        declined: true,
        message: 'Your card was declined.',
      });
    }
  });

  it.each([
    [card('4242 4242 4242 4241'), 'Your card number is incorrect.'],
    [card('4242'), 'Your card number is incorrect.'],
    [card(SUCCESS_CARD, '13/30'), "Your card's expiration date is incomplete."],
    [card(SUCCESS_CARD, '1230'), "Your card's expiration date is incomplete."],
    [card(SUCCESS_CARD, '10/26'), "Your card's expiration date is in the past."],
    [card(SUCCESS_CARD, '12/30', '12'), "Your card's security code is incomplete."],
  ])('refuses malformed details: %j', (details, message) => {
    expect(checkTestCard(details, now)).toEqual({ ok: false, declined: false, message });
  });

  it('accepts a card expiring this month', () => {
    expect(checkTestCard(card(SUCCESS_CARD, '11/26'), now)).toMatchObject({ ok: true });
  });
});
