/** The member's topic, tidied: single spaces, no trailing full stop or colon. A question keeps its mark. */
export function cleanTopic(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:!]+$/, '')
    .trim();
}

export const isQuestion = (topic: string) => topic.endsWith('?');

/**
 * Words a headline keeps in lower case unless they open or close it. The house style (complete-style-guide.pdf,
 * "Capitalization, headlines and subheads"): articles, coordinating conjunctions and prepositions of four
 * letters or fewer ("How to Pitch an Editor Who Has Never Heard of You").
 */
const MINOR_WORDS = new Set([
  ...['a', 'an', 'the'],
  ...['and', 'but', 'or', 'nor', 'for', 'so', 'yet'],
  ...['as', 'at', 'by', 'down', 'from', 'in', 'into', 'like', 'near', 'of', 'off', 'on', 'onto', 'out', 'over'],
  ...['past', 'per', 'to', 'up', 'upon', 'via', 'vs', 'with'],
]);

/** A word the member capitalized inside ("iPhone", "NASA", "McCarthy") is left exactly as typed. */
const hasInnerCapital = (word: string) => /\p{Lu}/u.test(word.slice(1));

function capitalize(word: string): string {
  // Hyphenated compounds capitalize each part: "Long-Term", "Self-Employed".
  return word
    .split('-')
    .map((part) => (hasInnerCapital(part) ? part : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()))
    .join('-');
}

/** The topic in the house style's headline case: "the future of remote work" is "The Future of Remote Work". */
export function headline(topic: string): string {
  const words = topic.split(' ');
  return words
    .map((word, index) => {
      const isEdge = index === 0 || index === words.length - 1;
      if (!isEdge && MINOR_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return capitalize(word);
    })
    .join(' ');
}
