import { shortSubmissionQuestion } from './submissionLength';

describe('shortSubmissionQuestion (under 80% of the target asks first)', () => {
  it('asks with both figures and the share, rounded down', () => {
    expect(shortSubmissionQuestion(412, 800)).toBe(
      'Your submission has 412 words; the brief asks for 800 (51%). Submit anyway?',
    );
    expect(shortSubmissionQuestion(1_199, 1_500)).toBe(
      'Your submission has 1,199 words; the brief asks for 1,500 (79%). Submit anyway?',
    );
    expect(shortSubmissionQuestion(1, 900)).toBe(
      'Your submission has 1 word; the brief asks for 900 (0%). Submit anyway?',
    );
  });

  it('does not ask from 80% up', () => {
    expect(shortSubmissionQuestion(640, 800)).toBeNull();
    expect(shortSubmissionQuestion(1_200, 1_500)).toBeNull();
    expect(shortSubmissionQuestion(2_000, 800)).toBeNull();
  });
});
