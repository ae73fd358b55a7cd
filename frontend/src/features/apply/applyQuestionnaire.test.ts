import {
  EMPTY_ANSWERS,
  progressPercent,
  stepError,
  toggle,
  NAME_REQUIRED,
  ACKNOWLEDGMENT_REQUIRED,
} from './applyQuestionnaire';

describe('apply questionnaire rules (spec section 5)', () => {
  it('counts progress as (step + 1) / 5', () => {
    expect([0, 1, 2, 3, 4].map(progressPercent)).toEqual([20, 40, 60, 80, 100]);
  });

  it('requires a non-blank name and an acknowledgment, nothing else', () => {
    expect(stepError(0, EMPTY_ANSWERS)).toBe(NAME_REQUIRED);
    expect(stepError(0, { ...EMPTY_ANSWERS, name: ' \t ' })).toBe(NAME_REQUIRED);
    expect(stepError(0, { ...EMPTY_ANSWERS, name: 'Ada' })).toBeNull();
    expect(stepError(1, EMPTY_ANSWERS)).toBeNull();
    expect(stepError(2, EMPTY_ANSWERS)).toBeNull();
    expect(stepError(3, EMPTY_ANSWERS)).toBe(ACKNOWLEDGMENT_REQUIRED);
    // Names the choices exactly as the options of spec section 5 read them.
    expect(ACKNOWLEDGMENT_REQUIRED).toBe("Please choose I Acknowledge or I Don't Acknowledge to continue.");
    expect(stepError(3, { ...EMPTY_ANSWERS, acknowledgment: "I Don't Acknowledge" })).toBeNull();
  });

  it('toggles choices', () => {
    expect(toggle(['Poetry'], 'Scripts')).toEqual(['Poetry', 'Scripts']);
    expect(toggle(['Poetry', 'Scripts'], 'Poetry')).toEqual(['Scripts']);
  });
});
