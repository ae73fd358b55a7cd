import type { EngineFinding, FindingType, GrammarItem } from './findings';

interface Class {
  type: FindingType;
  category: string;
}

const of = (type: FindingType, category: string): Class => ({ type, category });

/**
 * Harper's lint kinds. Errors are what a copy editor would mark wrong; warnings what they would query;
 * info is house style and readability advice (the serial comma of the collective's style guide, long
 * sentences), which never makes a clean text look faulty.
 */
const HARPER: Record<string, Class> = {
  Spelling: of('error', 'Spelling'),
  Typo: of('error', 'Spelling'),
  BoundaryError: of('error', 'Spelling'),
  Agreement: of('error', 'Grammar'),
  Grammar: of('error', 'Grammar'),
  WordOrder: of('error', 'Grammar'),
  Malapropism: of('error', 'Word choice'),
  Eggcorn: of('error', 'Word choice'),
  Repetition: of('error', 'Repeated word'),
  Miscellaneous: of('warning', 'Grammar'),
  WordChoice: of('warning', 'Word choice'),
  Usage: of('warning', 'Word choice'),
  Nonstandard: of('warning', 'Word choice'),
  Punctuation: of('warning', 'Punctuation'),
  Capitalization: of('warning', 'Capitalization'),
  Redundancy: of('info', 'Wordiness'),
  Style: of('info', 'Style'),
  Enhancement: of('info', 'Style'),
  Regionalism: of('info', 'Style'),
  Formatting: of('info', 'Typography'),
  Readability: of('info', 'Readability'),
};

const RETEXT: Record<string, Class> = {
  'retext-indefinite-article': of('error', 'Grammar'),
  'retext-repeated-words': of('error', 'Repeated word'),
  'retext-sentence-spacing': of('warning', 'Punctuation'),
  'retext-passive': of('warning', 'Passive voice'),
  'retext-simplify': of('info', 'Plain language'),
  'retext-equality': of('info', 'Inclusive language'),
};

/** The product's own rules (rules/): they word their messages for a writer already. */
const RULES: Record<string, Class> = {
  agreement: of('error', 'Grammar'),
  confusable: of('error', 'Word choice'),
  punctuation: of('warning', 'Punctuation'),
  passive: of('warning', 'Passive voice'),
};

const ENGINES = { harper: HARPER, retext: RETEXT, rules: RULES };

const quoted = (text: string) => `“${text}”`;
/** Harper marks code-like words with backticks: the page shows prose, so they become quotation marks. */
const prose = (message: string) => message.replace(/`([^`]*)`/g, (_, inner: string) => quoted(inner));

/** One engine finding as the page shows it, or null for a kind this product does not know. */
export function classify(finding: EngineFinding, text: string): GrammarItem | null {
  const known = ENGINES[finding.engine][finding.kind] as Class | undefined;
  if (!known) return null;
  const position = { start: finding.start, end: finding.end };
  const actual = text.slice(finding.start, finding.end);
  const [first = null] = finding.replacements;
  if (finding.engine !== 'retext') {
    return { ...known, message: prose(finding.message), suggestion: first, position };
  }
  const { message, suggestion } = retextWording(finding, actual, first);
  return { ...known, message, suggestion, position };
}

/** retext's messages read like a linter's ("Unexpected `utilize`..."): the page speaks to a writer. */
function retextWording(
  finding: EngineFinding,
  actual: string,
  first: string | null,
): { message: string; suggestion: string | null } {
  switch (finding.kind) {
    case 'retext-passive':
      return {
        message: `${quoted(actual)} makes this sentence passive; consider saying who does what.`,
        suggestion: null,
      };
    case 'retext-simplify':
      return first
        ? { message: `A plainer word: ${quoted(first)} instead of ${quoted(actual)}.`, suggestion: first }
        : { message: `${quoted(actual)} can often be cut.`, suggestion: null };
    case 'retext-repeated-words': {
      const word = actual.split(/\s+/)[0];
      return { message: `${quoted(word)} is repeated.`, suggestion: word };
    }
    case 'retext-indefinite-article': {
      const next = /before `([^`]+)`/.exec(finding.message)?.[1];
      const wanted = first ?? (actual.toLowerCase() === 'a' ? 'an' : 'a');
      const cased = actual[0] === actual[0]?.toUpperCase() ? wanted[0].toUpperCase() + wanted.slice(1) : wanted;
      return {
        message: next ? `Use ${quoted(wanted)} before ${quoted(next)}.` : `Use ${quoted(wanted)} here.`,
        suggestion: cased,
      };
    }
    case 'retext-equality': {
      const options = finding.replacements.slice(0, 3).map(quoted).join(', ');
      return {
        message: options
          ? `${quoted(actual)} may not include every reader; consider ${options}.`
          : `${quoted(actual)} may not include every reader.`,
        suggestion: first,
      };
    }
    default:
      return { message: 'Use one space between sentences.', suggestion: ' ' };
  }
}
