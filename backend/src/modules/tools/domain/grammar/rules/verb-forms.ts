/**
 * The verb forms the agreement rules swap: a singular verb ("was", "writes") for the form a plural subject takes
 * ("were", "write"), and back. Contractions keep the apostrophe the writer typed, straight or curly.
 */

/** Singular forms with an irregular plural; the rest drop their -s. */
const IRREGULAR_PLURAL: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  goes: 'go',
  "doesn't": "don't",
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
};

/** Plural forms with an irregular singular; the rest take -s. */
const IRREGULAR_SINGULAR: Record<string, string> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  go: 'goes',
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
};

/** What "I" takes instead of a third-person singular verb. */
const FIRST_PERSON: Record<string, string> = {
  is: 'am',
  "isn't": 'am not',
  has: 'have',
  "hasn't": "haven't",
  does: 'do',
  "doesn't": "don't",
  goes: 'go',
};

const straight = (word: string) => word.toLowerCase().replace(/’/g, "'");
/** `form` with the writer's apostrophe: curly when they typed a curly one. */
const likeTyped = (typed: string, form: string) => (typed.includes('’') ? form.replace(/'/g, '’') : form);

/** The plural ("they") form of a singular verb: was → were, writes → write, pitches → pitch, tries → try. */
export function pluralForm(verb: string): string {
  const word = straight(verb);
  const irregular = IRREGULAR_PLURAL[word];
  if (irregular) return likeTyped(verb, irregular);
  if (/(ch|sh|x|zz|ss)es$/.test(word)) return word.slice(0, -2);
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

/** The singular ("it") form of a plural verb: were → was, need → needs, don't → doesn't, try → tries. */
export function singularForm(verb: string): string {
  const word = straight(verb);
  const irregular = IRREGULAR_SINGULAR[word];
  if (irregular) return likeTyped(verb, irregular);
  if (/(ch|sh|x|zz|ss|o)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The form "I" takes: is → am, has → have, writes → write. */
export function firstPersonForm(verb: string): string {
  const irregular = FIRST_PERSON[straight(verb)];
  return irregular ? likeTyped(verb, irregular) : pluralForm(verb);
}

/** A regular-expression alternative of words, each contraction with either apostrophe. */
export const anyOf = (words: readonly string[]) => `(?:${words.map((word) => word.replace(/'/g, "['’]")).join('|')})`;

/** Singular forms of "be", "have", "do" and "go", contractions included. */
export const SINGULAR_AUXILIARIES = Object.keys(IRREGULAR_PLURAL);
/** Plural forms of "be", "have", "do" and "go", contractions included. */
export const PLURAL_AUXILIARIES = Object.keys(IRREGULAR_SINGULAR);

/**
 * Everyday verbs in their plain form, the ones writers reach for when testing a checker and in their own prose.
 * Not "read", "put", "cost", "let" or "hit", whose past tense is the same word.
 */
export const PLAIN_VERBS = (
  'need want make take get seem look require include write send pay know think like love hate feel give keep ' +
  'come find tell show help work ask use mean matter plan agree expect charge pitch edit answer apply win lose ' +
  'earn buy sell call email meet see hear own live leave start stop try play stay believe hope wish happen ' +
  'depend deserve prefer enjoy offer submit reply draft publish review check hire owe spend save build teach ' +
  'learn speak talk wait watch run say become remain list cover miss file post print chase manage handle'
).split(' ');

/** The same verbs with their -s: writes, pitches, tries. */
export const S_VERBS = PLAIN_VERBS.map(singularForm);
