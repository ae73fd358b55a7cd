import {
  NO_VERB_NEXT,
  OPENING,
  PLURAL_VERB,
  PLURAL_VERB_NOT_WERE,
  plural,
  singular,
  SINGULAR_VERB,
  ADVERB,
} from './agreement-clauses';
import type { PatternRule } from './pattern-rule';
import { PLAIN_VERBS } from './verb-forms';

/**
 * Agreement after words of quantity (issue 23): "each" and "every" before a singular noun ("Each student have"),
 * indefinite pronouns ("everyone have", "nobody are"), "there is" before a counted plural ("There is three
 * reasons") and "one of the editors are".
 */

/** "every other week", "each time you have", "every now and then": no subject follows. */
const EVERY_NOT_A_SUBJECT = new Set('other time now single so'.split(' '));

/** Words that count more than one: "two", "several", "a few", "12". */
const COUNTED =
  '(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozens of|hundreds of|thousands of|' +
  'several|many|a few|a couple of|[2-9]|\\d{2,})';

export const QUANTIFIER_AGREEMENT_RULES: readonly PatternRule[] = [
  {
    // "Each student have", "every writer need", at a clause's start: not "they each need help", "insist that each
    // writer have", "businesses of every size publish", "does every sentence meet", "make every ending feel", "after
    // each test run"; nor a noun the next word shows is one ("each font file is", "each test run takes")
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=(?:${OPENING})(?:each|every) (?<noun>[a-z]+) (?:${ADVERB} )?)${PLURAL_VERB_NOT_WERE}\\b(?!['’-])(?! ${SINGULAR_VERB}\\b)${NO_VERB_NEXT}`,
      'gi',
    ),
    explain: (match) => {
      const noun = (match.groups?.noun ?? '').toLowerCase();
      if (/s$/.test(noun) || EVERY_NOT_A_SUBJECT.has(noun) || PLAIN_VERBS.includes(noun)) return null;
      return singular(match, `“${noun}” after “each” or “every” is singular.`);
    },
  },
  {
    // "Everyone have", "nobody are"; "let everyone have", "that everyone have" and "if everyone were" are right
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=(?<!\\b(?:let|lets|help|helps|make|makes|made|have|has|had|see|saw|watch|hear|heard|that|lest|do|does|did|will|would|can|could|should|may|might|must)\\s)\\b(?:everyone|everybody|someone|somebody|anyone|anybody|no one|nobody|everything|something|nothing) (?:else )?(?:${ADVERB} )?)${PLURAL_VERB}\\b(?!['’-])`,
      'gi',
    ),
    explain: (match) => {
      if (/^like$/i.test(match[0])) return null; // "anyone like me"
      const before = match.input?.slice(Math.max(0, (match.index ?? 0) - 40), match.index) ?? '';
      if (/^were/i.test(match[0]) && /\b(?:if|wish|wished|though|unless|suppose)\b[^.!?]*$/i.test(before)) return null;
      return singular(match, 'Words like “everyone” and “nobody” take a singular verb.');
    },
  },
  {
    // "There is three reasons", "there was two typos", "here is 3 ways"; at a clause's start, since "what you see
    // there is two windows" is right
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=(?:${OPENING}|\\b(?:since|that|and|know|believe)\\s+)(?:there|here) )(?:is|was|isn['’]t|wasn['’]t)(?= ${COUNTED} (?:[a-z]+ )?[a-z]+s\\b)`,
      'gi',
    ),
    explain: (match) => plural(match, 'What follows is plural.'),
  },
  {
    // "One of the editors are", "one of my clients have"; not "In one of the drafts are three notes"
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=(?<!\\b(?:in|on|at|among|from|with|to|for|by|of|than|into|inside)\\s)\\bone of (?:the|my|our|your|their|these|those|his|her) (?:[a-z]+ )?[a-z]+s )(?:are|were|have|aren['’]t|weren['’]t|haven['’]t)\\b`,
      'gi',
    ),
    explain: (match) => singular(match, 'The subject is “one”.'),
  },
];
