import { type PatternRule, sameCase } from './pattern-rule';
import {
  anyOf,
  firstPersonForm,
  PLAIN_VERBS,
  PLURAL_AUXILIARIES,
  pluralForm,
  S_VERBS,
  SINGULAR_AUXILIARIES,
  singularForm,
} from './verb-forms';

/**
 * Agreement with the subjects a member tests a checker with first (issue 23): compound subjects ("me and him
 * was", "Me and my friend has"), personal pronouns where Harper stops looking (mid-sentence, after an adverb:
 * "because they was", "they usually pays"), questions ("Was they"), indefinite pronouns ("everyone have"),
 * "there is" before a counted plural and "one of the editors are". Pronouns are a closed class, so the subject
 * is certain from the words alone; the verb comes from a list or, after a pronoun no noun can follow, its shape.
 */

/** Adverbs that may stand between a subject and its verb ("they usually pays"). */
const ADVERB =
  '(?:always|never|often|usually|also|really|just|still|sometimes|already|only|actually|certainly|probably|' +
  'rarely|seldom|mostly|generally|normally|finally|definitely|even|all|both)';
/**
 * Where a clause begins: the start of the text or of a paragraph, after a clause's punctuation or a conjunction.
 * Not any line's start: a hard-wrapped line may begin mid-clause ("to make\nit work").
 */
const OPENING =
  '^|\\n\\s*\\n|[.!?;:,]\\s+|["“(]|\\b(?:because|when|whenever|while|although|though|if|unless|whether|so|but|where|' +
  // Verbs whose clause follows without "that" and never a person as object: "I think you was", "she said he don't"
  'think|thinks|thought|hope|hopes|hoped|guess|suppose|reckon|say|says|said|sure)\\s+';
const CLAUSE_OPENING = `(?:${OPENING}|\\b(?:since|until|after|before|once)\\s+)`;
/** "after it", "since it" are as often a preposition and its object: "the text after it keep its place". */
const IT_OPENING = `(?:${OPENING})`;
/**
 * An auxiliary before a pronoun makes a question or an inversion ("Are they writers?" is right); a quotation mark
 * makes it a word being talked about (write “they are”, not “they is”).
 */
const NOT_AFTER_AUXILIARY =
  "(?<![“‘\"']|\\b(?:am|is|are|was|were|do|does|did|have|has|had|will|would|shall|should|can|could|may|might|must)(?:n['’]t)?\\s)";

/** Where a question begins: the start of a sentence, a quotation, or after a question word. */
const QUESTION_OPENING = '(?<=(?:^|\\n\\s*\\n|[.!?]\\s+|["“]|\\b(?:why|what|where|when|how|who)\\s+))';
/**
 * Checks a cheap condition, the word about to be matched, before a lookbehind that scans back over spaces: that
 * way a run of 20,000 spaces costs one pass, not one pass per space.
 */
const candidate = (words: string) => `\\b(?=${words})`;

const SINGULAR_VERB = anyOf([...SINGULAR_AUXILIARIES, ...S_VERBS]);
const PLURAL_VERB = anyOf([...PLURAL_AUXILIARIES, ...PLAIN_VERBS]);
/** Without "were": "if he were", "I wish everyone were" are the subjunctive, and right. */
const PLURAL_VERB_NOT_WERE = anyOf([...PLURAL_AUXILIARIES.filter((verb) => !verb.startsWith('were')), ...PLAIN_VERBS]);

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

/** "every other week", "each time you have", "every now and then": no subject follows. */
const EVERY_NOT_A_SUBJECT = new Set('other time now single so'.split(' '));

const PERSONAL = 'I|me|you|he|him|she|her|we|us|they|them';
/**
 * "the editor", "my best friend": a determiner that picks one thing, then one or two words; of two, the second
 * not an -s word, which is as likely a verb ("the pipeline fails and it is called").
 */
const NOUN_PHRASE = '(?:the|my|your|his|her|our|their) (?:[a-z]+ [a-z]*[a-rt-z]|[a-z]+)';
/** A verb right after the -s word makes that word a noun: "the listed pages and the newest posts are". */
const NO_VERB_NEXT = '(?! (?:are|were|is|was|have|has|will|would|can|could|should|may|might|must)\\b)';
const CONJUNCT = `(?:${PERSONAL}|${NOUN_PHRASE}|[A-Za-z]+)`;
const PERSONAL_WORD = new RegExp(`^(?:${PERSONAL})$`, 'i');
/** A conjunct of one word that is no pronoun is a name ("Priya"): two names may be one firm ("Simon and Schuster"). */
const isName = (conjunct: string) => !conjunct.includes(' ') && !PERSONAL_WORD.test(conjunct);

const plural = (match: RegExpMatchArray, why: string) => {
  const verb = sameCase(match[0], pluralForm(match[0]));
  return { message: `${why} Use “${verb}”.`, replacement: verb };
};
const singular = (match: RegExpMatchArray, why: string) => {
  const verb = sameCase(match[0], singularForm(match[0]));
  return { message: `${why} Use “${verb}”.`, replacement: verb };
};
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
    pattern:
      /(?<=(?:^|\n\s*\n|[.!?;:,]\s+|["“(]|\b(?:because|since|when|if|that|and|but|so|think|know|say|says|said|believe|guess|while|although|though|where)\s+)(?:there|here) )(?:is|was|isn['’]t|wasn['’]t)(?= (?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozens of|hundreds of|thousands of|several|many|a few|a couple of|[2-9]|\d{2,}) (?:[a-z]+ )?[a-z]+s\b)/gi,
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
