import { type PatternRule, sameCase } from './pattern-rule';

/** Contractions written without their apostrophe that are no English word that way ("cant" and "wont" are). */
const CONTRACTIONS: Record<string, string> = {
  whats: 'what’s',
  thats: 'that’s',
  theres: 'there’s',
  heres: 'here’s',
  wheres: 'where’s',
  whos: 'who’s',
  doesnt: 'doesn’t',
  didnt: 'didn’t',
  isnt: 'isn’t',
  wasnt: 'wasn’t',
  arent: 'aren’t',
  werent: 'weren’t',
  hasnt: 'hasn’t',
  havent: 'haven’t',
  hadnt: 'hadn’t',
  shouldnt: 'shouldn’t',
  couldnt: 'couldn’t',
  wouldnt: 'wouldn’t',
  mustnt: 'mustn’t',
  youre: 'you’re',
  theyre: 'they’re',
  youve: 'you’ve',
  youll: 'you’ll',
  theyve: 'they’ve',
  theyll: 'they’ll',
  weve: 'we’ve',
  ive: 'I’ve',
};

/** Doubled commas and stray doubled full stops (an ellipsis has three), and contractions missing their apostrophe. */
export const PUNCTUATION_RULES: readonly PatternRule[] = [
  {
    kind: 'punctuation',
    pattern: /,{2,}/g,
    explain: () => ({ message: 'One comma is enough here.', replacement: ',' }),
  },
  {
    // "the feedback.. I will": two full stops after a word, not an ellipsis, a path ("../") or a range ("1..5")
    kind: 'punctuation',
    pattern: /(?<=[A-Za-z)”"’'])\.\.(?![./\w])/g,
    explain: () => ({ message: 'Two full stops: use one, or three for an ellipsis.', replacement: '.' }),
  },
  {
    kind: 'punctuation',
    pattern: new RegExp(`\\b(?:${Object.keys(CONTRACTIONS).join('|')})\\b(?![’'-])`, 'gi'),
    explain: (match) => {
      const wanted = CONTRACTIONS[match[0].toLowerCase()];
      const replacement = wanted === 'I’ve' ? wanted : sameCase(match[0], wanted);
      return { message: `A contraction needs its apostrophe: “${replacement}”.`, replacement };
    },
  },
];
