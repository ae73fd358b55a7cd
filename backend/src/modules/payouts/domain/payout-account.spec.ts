import { accountState, describeMissing } from './payout-account';

describe('payout account state (D21)', () => {
  it('is enabled only when the provider may pay out and wants nothing more', () => {
    expect(accountState({ payoutsEnabled: true, currentlyDue: [], detailsSubmitted: true })).toBe('enabled');
    expect(accountState({ payoutsEnabled: true, currentlyDue: ['external_account'], detailsSubmitted: true })).toBe(
      'restricted',
    );
    expect(accountState({ payoutsEnabled: false, currentlyDue: [], detailsSubmitted: true })).toBe('restricted');
    expect(accountState({ payoutsEnabled: false, currentlyDue: ['country'], detailsSubmitted: false })).toBe(
      'onboarding',
    );
  });

  it('names what is missing in plain words, once each', () => {
    expect(describeMissing(['external_account', 'individual.name', 'individual.name', 'company.tax_id'])).toEqual([
      'a bank account',
      'your name',
      'company tax id',
    ]);
  });
});
