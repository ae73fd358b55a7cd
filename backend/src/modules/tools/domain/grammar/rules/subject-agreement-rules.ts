import {
  ADVERB,
  candidate,
  CLAUSE_OPENING,
  IT_OPENING,
  NO_VERB_NEXT,
  NOT_AFTER_AUXILIARY,
  plural,
  PLURAL_VERB_NOT_WERE,
  QUESTION_OPENING,
  singular,
  SINGULAR_VERB,
} from './agreement-clauses';
import { type PatternRule, sameCase } from './pattern-rule';
import { anyOf, firstPersonForm, SINGULAR_AUXILIARIES } from './verb-forms';

/**
 * Agreement with the subjects a member tests a checker with first (issue 23): compound subjects ("me and him
 * was", "Me and my friend has"), personal pronouns where Harper stops looking (mid-sentence, after an adverb:
 * "because they was", "they usually pays") and questions ("Was they"). Pronouns are a closed class, so the
 * subject is certain from the words alone; the verb comes from a list or, after a pronoun no noun can follow, its
 * shape. "each", "everyone", "there is" and "one of": quantifier-agreement-rules.ts.
 */

/** -s words that are no verb: adverbs, pronouns and the like that may follow "they" or "I". */
const NOT_A_VERB = new Set(
  (
    'always sometimes perhaps afterwards nevertheless nonetheless besides regardless towards thus less unless ' +
    'plus yes this his hers its ours yours theirs us themselves ourselves yourselves whereas'
  ).split(' '),
);
/** A third-person singular verb by its shape: "pays", "sends", "pitches"; not "discuss", "focus", "bias". */
const looksLikeSVerb = (word: string) =>
  word === word.toLowerCase() && /[^siua]s$|^(is|has|was|does)$/.test(word) && !NOT_A_VERB.has(word);

const PERSONAL = 'I|me|you|he|him|she|her|we|us|they|them';
/**
 * "the editor", "my best friend": a determiner that picks one thing, then one or two words; of two, the second
 * not an -s word, which is as likely a verb ("the pipeline fails and it is called").
 */
const NOUN_PHRASE = '(?:the|my|your|his|her|our|their) (?:[a-z]+ [a-z]*[a-rt-z]|[a-z]+)';
const CONJUNCT = `(?:${PERSONAL}|${NOUN_PHRASE}|[A-Za-z]+)`;
const PERSONAL_WORD = new RegExp(`^(?:${PERSONAL})$`, 'i');
/** A conjunct of one word that is no pronoun is a name ("Priya"): two names may be one firm ("Simon and Schuster"). */
const isName = (conjunct: string) => !conjunct.includes(' ') && !PERSONAL_WORD.test(conjunct);

const COMPOUND = 'Two people or things joined by “and” are plural.';

export const SUBJECT_AGREEMENT_RULES: readonly PatternRule[] = [
  {
    // "me and him was", "Tom and me has": an object pronoun right before the verb can only end a compound subject
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=\\b(?:${PERSONAL}|[A-Z][a-z]+) and (?:me|him|her|us|them) (?:${ADVERB} )?)${SINGULAR_VERB}\\b${NO_VERB_NEXT}`,
      'gi',
    ),
    explain: (match) => plural(match, COMPOUND),
  },
  {
    // "Me and my friend has", "My editor and I was", "The designer and the copywriter needs": at a clause's start
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=${CLAUSE_OPENING}(?<first>${CONJUNCT}) and (?<second>${CONJUNCT}) (?:${ADVERB} )?)${SINGULAR_VERB}\\b${NO_VERB_NEXT}`,
      'gi',
    ),
    explain: (match) => {
      const { first = '', second = '' } = match.groups ?? {};
      // "research and writing takes": two bare words may be one activity; "Simon and Schuster is" one firm
      if (isName(first) && isName(second)) return null;
      if ([first, second].some((conjunct) => isName(conjunct) && !/^[A-Z]/.test(conjunct))) return null;
      return plural(match, COMPOUND);
    },
  },
  {
    // "because they was", "they usually pays": "they" is always a subject. Not in a list of pronouns as words
    // ("make sure every it, this and they has an antecedent", a lesson says)
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=${NOT_AFTER_AUXILIARY}(?<!\\b(?:it|this|that)(?:,| and| or) )\\bthey (?:${ADVERB} )?)[a-z’']+\\b`,
      'gi',
    ),
    explain: (match) =>
      /^(?:doesn['’]t|isn['’]t|wasn['’]t|hasn['’]t)$/i.test(match[0]) || looksLikeSVerb(match[0])
        ? plural(match, '“They” is plural.')
        : null,
  },
  {
    // "we often gets": only listed verbs, as "we writers" is right
    kind: 'agreement',
    pattern: new RegExp(`(?<=${NOT_AFTER_AUXILIARY}\\bwe (?:${ADVERB} )?)${SINGULAR_VERB}\\b${NO_VERB_NEXT}`, 'gi'),
    explain: (match) => plural(match, '“We” is plural.'),
  },
  {
    // "Honestly, I is not sure", "I has two features"; not "Part I is", "World War I was" or "CTRL-I is"
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=${NOT_AFTER_AUXILIARY}(?<![-–/]|\\b(?:Part|Chapter|Act|Book|Volume|War|Phase|Stage|Level|Type|Class|Grade|Season|Section|Appendix|Figure|Table|Henry|Elizabeth|Charles|George|James|William|Edward|Richard|Louis) )\\bI (?:${ADVERB} )?)[a-z’']+\\b`,
      'g',
    ),
    explain: (match) => {
      if (!/^(?:doesn['’]t|isn['’]t|hasn['’]t)$/i.test(match[0]) && !looksLikeSVerb(match[0])) return null;
      if (match[0] === 'was') return null;
      const verb = firstPersonForm(match[0]);
      return { message: `“I” takes “${verb}”.`, replacement: verb };
    },
  },
  {
    // "You was right": at a clause's start only, since "what I told you is true" is right
    kind: 'agreement',
    pattern: new RegExp(`(?<=${CLAUSE_OPENING}you (?:${ADVERB} )?)${SINGULAR_VERB}\\b`, 'gi'),
    explain: (match) => plural(match, '“You” takes a plural verb.'),
  },
  {
    // "she don't need", "He always have", "It seem": at a clause's start, not after "that" ("I insist that she
    // attend" is right) and never "were" ("if he were" is right)
    kind: 'agreement',
    pattern: new RegExp(
      `(?<=(?:${CLAUSE_OPENING}(?:he|she)|${IT_OPENING}it) (?:${ADVERB} )?)${PLURAL_VERB_NOT_WERE}\\b(?!['’-])`,
      'gi',
    ),
    explain: (match) => singular(match, 'The subject is singular.'),
  },
  {
    // "Was they happy?", "Does they pay?", "Why is they asking?"
    kind: 'agreement',
    pattern: new RegExp(
      `${candidate(anyOf(SINGULAR_AUXILIARIES))}${QUESTION_OPENING}${anyOf(SINGULAR_AUXILIARIES)}(?= (?<subject>they|we|you|I)\\b)`,
      'gi',
    ),
    explain: (match) => {
      const subject = match.groups?.subject ?? '';
      if (subject === 'I') {
        if (/^was/i.test(match[0])) return null; // "Was I late?" is right
        const verb = sameCase(match[0], firstPersonForm(match[0]));
        return { message: `“I” takes “${verb}”.`, replacement: verb };
      }
      return plural(match, `“${subject}” takes a plural verb.`);
    },
  },
  {
    // "Do she know?", "Are it ready?"; not the commands "Do it now" and "Have it ready"
    kind: 'agreement',
    pattern: new RegExp(
      `${candidate('(?:do|have|are)')}${QUESTION_OPENING}(?:(?:do|don['’]t|have|haven['’]t)(?= (?:he|she)\\b)|(?:are|aren['’]t)(?= (?:he|she|it)\\b))`,
      'gi',
    ),
    explain: (match) => singular(match, 'The subject is singular.'),
  },
];
