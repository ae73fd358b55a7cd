import {
  anyOf,
  PLAIN_VERBS,
  PLURAL_AUXILIARIES,
  pluralForm,
  S_VERBS,
  SINGULAR_AUXILIARIES,
  singularForm,
} from './verb-forms';
import { sameCase } from './pattern-rule';

/**
 * The pieces the agreement rules of issue 23 share: where a clause or a question begins, what may stand between a
 * subject and its verb, the verbs to look for, and the message with the fix.
 */

/** Adverbs that may stand between a subject and its verb ("they usually pays"). */
export const ADVERB =
  '(?:always|never|often|usually|also|really|just|still|sometimes|already|only|actually|certainly|probably|' +
  'rarely|seldom|mostly|generally|normally|finally|definitely|even|all|both)';
/**
 * Where a clause begins: the start of the text or of a paragraph, after a clause's punctuation or a conjunction.
 * Not any line's start: a hard-wrapped line may begin mid-clause ("to make\nit work").
 */
export const OPENING =
  '^|\\n\\s*\\n|[.!?;:,]\\s+|["“(]|\\b(?:because|when|whenever|while|although|though|if|unless|whether|so|but|where|' +
  // Verbs whose clause follows without "that" and never a person as object: "I think you was", "she said he don't"
  'think|thinks|thought|hope|hopes|hoped|guess|suppose|reckon|say|says|said|sure)\\s+';
export const CLAUSE_OPENING = `(?:${OPENING}|\\b(?:since|until|after|before|once)\\s+)`;
/** "after it", "since it" are as often a preposition and its object: "the text after it keep its place". */
export const IT_OPENING = `(?:${OPENING})`;
/**
 * An auxiliary before a pronoun makes a question or an inversion ("Are they writers?" is right); a quotation mark
 * makes it a word being talked about (write “they are”, not “they is”).
 */
export const NOT_AFTER_AUXILIARY =
  "(?<![“‘\"']|\\b(?:am|is|are|was|were|do|does|did|have|has|had|will|would|shall|should|can|could|may|might|must)(?:n['’]t)?\\s)";

/** Where a question begins: the start of a sentence, a quotation, or after a question word. */
export const QUESTION_OPENING = '(?<=(?:^|\\n\\s*\\n|[.!?]\\s+|["“]|\\b(?:why|what|where|when|how|who)\\s+))';
/**
 * Checks a cheap condition, the word about to be matched, before a lookbehind that scans back over spaces: that
 * way a run of 20,000 spaces costs one pass, not one pass per space.
 */
export const candidate = (words: string) => `\\b(?=${words})`;

export const SINGULAR_VERB = anyOf([...SINGULAR_AUXILIARIES, ...S_VERBS]);
export const PLURAL_VERB = anyOf([...PLURAL_AUXILIARIES, ...PLAIN_VERBS]);
/** Without "were": "if he were", "I wish everyone were" are the subjunctive, and right. */
export const PLURAL_VERB_NOT_WERE = anyOf([
  ...PLURAL_AUXILIARIES.filter((verb) => !verb.startsWith('were')),
  ...PLAIN_VERBS,
]);

/** A verb right after the -s word makes that word a noun: "the listed pages and the newest posts are". */
export const NO_VERB_NEXT = '(?! (?:are|were|is|was|have|has|will|would|can|could|should|may|might|must)\\b)';
/** The plural form of the matched verb as the fix, with why. */
export const plural = (match: RegExpMatchArray, why: string) => {
  const verb = sameCase(match[0], pluralForm(match[0]));
  return { message: `${why} Use “${verb}”.`, replacement: verb };
};
/** The singular form of the matched verb as the fix, with why. */
export const singular = (match: RegExpMatchArray, why: string) => {
  const verb = sameCase(match[0], singularForm(match[0]));
  return { message: `${why} Use “${verb}”.`, replacement: verb };
};
