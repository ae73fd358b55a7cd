import {
  APPLY_ANSWERS_KEY,
  clearRegistration,
  loadApplyAnswers,
  loadSetup,
  PAYMENT_SETUP_KEY,
  saveSetup,
} from './registrationStorage';

const answers = { name: ' Nora ', writingTypes: ['Articles'], involvement: [], acknowledgment: 'decline' };

describe('registration storage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads well-formed /apply answers, trimmed', () => {
    window.sessionStorage.setItem(APPLY_ANSWERS_KEY, JSON.stringify({ ...answers, otherWritingType: ' Haiku ' }));
    expect(loadApplyAnswers()).toEqual({ ...answers, name: 'Nora', otherWritingType: 'Haiku' });
  });

  it('reads what the /apply page stores: involvement goals and the acknowledgment label', () => {
    const stored = {
      name: 'Nora',
      writingTypes: [],
      otherWritingType: '',
      involvementGoals: ['Improve My Skills'],
      acknowledgment: 'I Acknowledge',
      completedAt: '2026-11-22T00:00:00Z',
    };
    window.sessionStorage.setItem(APPLY_ANSWERS_KEY, JSON.stringify(stored));
    expect(loadApplyAnswers()).toEqual({
      name: 'Nora',
      writingTypes: [],
      involvement: ['Improve My Skills'],
      acknowledgment: 'acknowledge',
    });
    window.sessionStorage.setItem(
      APPLY_ANSWERS_KEY,
      JSON.stringify({ ...stored, acknowledgment: "I Don't Acknowledge" }),
    );
    expect(loadApplyAnswers()?.acknowledgment).toBe('decline');
  });

  it.each([
    ['garbled JSON', '{'],
    ['a blank name', JSON.stringify({ ...answers, name: ' ' })],
    ['a bad acknowledgment', JSON.stringify({ ...answers, acknowledgment: 'maybe' })],
    ['lists that are not lists', JSON.stringify({ ...answers, writingTypes: 'Articles' })],
  ])('ignores %s', (_name, stored) => {
    window.sessionStorage.setItem(APPLY_ANSWERS_KEY, stored);
    expect(loadApplyAnswers()).toBeNull();
  });

  it('keeps the payment setup for the session and clears everything after registration', () => {
    const setup = {
      clientSecret: 'pi_1_secret',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      intentType: 'payment' as const,
    };
    saveSetup({ ...setup, tier: 'writer', email: 'a@b.c', confirmed: false });
    expect(JSON.parse(window.sessionStorage.getItem(PAYMENT_SETUP_KEY) ?? '')).toMatchObject(setup);
    expect(loadSetup()).toMatchObject({ ...setup, tier: 'writer' });
    window.sessionStorage.setItem(APPLY_ANSWERS_KEY, JSON.stringify(answers));
    clearRegistration();
    expect(loadSetup()).toBeNull();
    expect(window.sessionStorage.getItem(APPLY_ANSWERS_KEY)).toBeNull();
  });
});
