import { groupDigits } from '../../app/numbers';

/** Below this share of the brief's target length, Submit asks the member to confirm (issue 23). */
const SHORT_SHARE_PERCENT = 80;

/**
 * When the counted words (the server's count, @penwright/text) are under 80% of the brief's target, the question
 * the submit dialog asks before sending, with both figures and the share; null when the length is close enough.
 */
export function shortSubmissionQuestion(words: number, target: number): string | null {
  if (target <= 0 || words * 100 >= target * SHORT_SHARE_PERCENT) return null;
  // Rounded down, so a text at 79.6% never reads as "80%" beside a warning that it is under 80%.
  const share = Math.floor((words * 100) / target);
  return (
    `Your submission has ${groupDigits(words)} ${words === 1 ? 'word' : 'words'}; ` +
    `the brief asks for ${groupDigits(target)} (${share}%). Submit anyway?`
  );
}
