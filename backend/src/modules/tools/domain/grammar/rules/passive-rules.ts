import type { PatternRule } from './pattern-rule';

/**
 * retext-passive knows only irregular participles ("was written", "were cut"); this adds the regular ones ("was
 * rejected", "has been forwarded"). Participles that are mostly adjectives ("was tired", "is interested") pass.
 */
const ADJECTIVES = new Set(
  (
    'tired interested excited pleased bored worried married supposed used concerned surprised qualified ' +
    'experienced talented detailed advanced limited related dedicated determined prepared naked wicked sacred ' +
    'rugged beloved crowded skilled balanced complicated sophisticated motivated organized organised ' +
    'disappointed satisfied relaxed confused convinced involved scared ashamed amazed annoyed frustrated ' +
    'overwhelmed engaged committed focused focussed exhausted embarrassed delighted thrilled impressed ' +
    'aged biased blessed learned wretched jagged ragged crooked'
  ).split(' '),
);

export const PASSIVE_RULES: readonly PatternRule[] = [
  {
    kind: 'passive',
    pattern:
      /(?<=\b(?:am|is|are|was|were|be|been|being|['’]re) (?:(?:not|never|also|often|always|usually|then|all|already|quickly|carefully|rarely) )?)(?<participle>[a-z]{2,}[^e\s]ed)\b(?!-)/gi,
    explain: (match) => {
      const participle = match[0];
      if (ADJECTIVES.has(participle.toLowerCase())) return null;
      return {
        message: `“${participle}” makes this sentence passive; consider saying who does what.`,
        replacement: null,
      };
    },
  },
];
