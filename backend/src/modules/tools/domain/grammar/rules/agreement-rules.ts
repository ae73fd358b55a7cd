import { type PatternRule, sameCase } from './pattern-rule';

/**
 * Subject and verb agreement where Harper is silent (it checks "she go" but not "the editors reads" or "the
 * list of sources are"): only a verb that directly follows its subject, with a determiner before it, so the
 * subject is certain.
 */

/** Nouns that end in -s and are singular, or -s words that are no plural noun at all. */
const NOT_PLURAL = new Set(
  (
    'news series species means lens canvas atlas alias gas bias chaos ethos kudos always perhaps sometimes ' +
    'whereas yes this his hers its was has does goes plus minus thus less unless across politics physics ' +
    'economics ethics mathematics athletics headquarters'
  ).split(' '),
);
/** "These days is used", "several times doesn't": a span of time is an adverb there, not the subject. */
const TIME_SPANS = new Set('times days weeks months years hours minutes seconds'.split(' '));
const looksPlural = (word: string) =>
  word === word.toLowerCase() && /[^su]s$/.test(word) && !/(ss|us|is|ics)$/.test(word) && !NOT_PLURAL.has(word);

/** Singular verbs after a plural subject, and what the plural subject takes. */
const TO_PLURAL: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  'doesn’t': 'don’t',
  "isn't": "aren't",
  'isn’t': 'aren’t',
  "wasn't": "weren't",
  'wasn’t': 'weren’t',
  "hasn't": "haven't",
  'hasn’t': 'haven’t',
  goes: 'go',
};
/** Everyday verbs in their -s form; a longer list would start meeting nouns ("the drafts covers" is rare). */
const S_VERBS =
  'reads writes pays needs wants makes takes gets says sends runs knows thinks works looks seems likes asks uses ' +
  'gives keeps comes finds tells costs shows helps feels becomes remains lists covers includes requires expects ' +
  'pitches edits misses answers agrees charges';
const SINGULAR_VERB = `(?:${[...Object.keys(TO_PLURAL), ...S_VERBS.split(' ')].join('|')})`;
const baseForm = (verb: string) =>
  TO_PLURAL[verb] ?? (/(ch|sh|x|ss)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1));

/** Plural verbs after a singular subject, and what it takes. */
const TO_SINGULAR: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', go: 'goes' };
const PLAIN_VERBS = 'need want make take get seem look require include';
const PLURAL_VERB = `(?:${[...Object.keys(TO_SINGULAR), ...PLAIN_VERBS.split(' ')].join('|')})`;
const sForm = (verb: string) => TO_SINGULAR[verb] ?? `${verb}s`;

const PREPOSITION =
  'of|in|on|at|from|with|for|to|by|about|among|into|under|over|after|before|between|through|during|without|like|than';
const DETERMINER = '(?:the|my|our|your|their|these|those|his|her|its|all|many|some|several|both|most|few)';
/** Heads of "X of the drafts" that agree with the drafts ("the rest of the drafts are" is right). */
const PARTITIVE = new Set(
  (
    'majority rest bulk remainder half most lot plenty percent part proportion minority fraction third quarter ' +
    'none all some any many few several both either neither first last top bottom'
  ).split(' '),
);
/** "The best of the pitches are": a superlative head is partitive too. */
const partitive = (head: string) => PARTITIVE.has(head) || /est$/.test(head);

const lower = (match: RegExpMatchArray) => match[0].toLowerCase();

export const AGREEMENT_RULES: readonly PatternRule[] = [
  {
    // "The editors reads", "our writers was", "the deadlines is"
    kind: 'agreement',
    // Not after "of": "none of these structures is" and "each of the drafts has" agree with their first word; not
    // after another preposition, an -ing word or "to" and a verb, whose phrase is no subject ("the best quote in
    // most interviews comes", "mixing the terms is", "the way to learn these commands is").
    pattern: new RegExp(
      `(?<=(?<!\\b(?:${PREPOSITION}) |\\b[a-z]+ing |\\bto [a-z]+ )\\b${DETERMINER} (?<noun>[A-Za-z]+) )${SINGULAR_VERB}\\b`,
      'gi',
    ),
    explain: (match) => {
      const noun = match.groups?.noun ?? '';
      if (!looksPlural(noun) || TIME_SPANS.has(noun.toLowerCase())) return null;
      const verb = sameCase(match[0], baseForm(lower(match)));
      return { message: `“${noun}” is plural: use “${verb}”.`, replacement: verb };
    },
  },
  {
    // "The list of sources are", "this set of notes were"
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=\\b(?:the|this|that|each|every|one) (?<head>[A-Za-z]+) of (?:${DETERMINER} )?(?<noun>[A-Za-z]+) )(?:are|were|have)\\b`,
      'gi',
    ),
    explain: (match) => {
      const head = (match.groups?.head ?? '').toLowerCase();
      if (/s$/.test(head) || partitive(head) || !looksPlural(match.groups?.noun ?? '')) return null;
      const verb = sameCase(match[0], sForm(lower(match)));
      return { message: `The subject is “${head}”, which is singular: use “${verb}”.`, replacement: verb };
    },
  },
  {
    // "Each of the chapters need", "neither of them are"
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=\\b(?<pronoun>each|either|neither) of (?:${DETERMINER} [A-Za-z]+s|them|us|you) )${PLURAL_VERB}\\b`,
      'gi',
    ),
    explain: (match) => {
      const verb = sameCase(match[0], sForm(lower(match)));
      const pronoun = (match.groups?.pronoun ?? '').toLowerCase();
      return { message: `“${pronoun}” takes a singular verb: use “${verb}”.`, replacement: verb };
    },
  },
];
