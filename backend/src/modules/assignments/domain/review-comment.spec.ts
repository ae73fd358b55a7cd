import { describesPassage, PASSAGE_CONTEXT, selectPassage } from '@penwright/text';
import { passageProblem, selectorOf, type PassageSelector } from './review-comment';

// The package's check, watched: the server's rule is `describesPassage`, not a copy of it.
jest.mock('@penwright/text', () => {
  const actual = jest.requireActual<typeof import('@penwright/text')>('@penwright/text');
  return { ...actual, describesPassage: jest.fn(actual.describesPassage) };
});
const packageCheck = describesPassage as jest.MockedFunction<typeof describesPassage>;

/** The passage from `start` to `end` with no context: cuts anywhere, even inside a character. */
const bare = (text: string, start: number, end: number): PassageSelector => ({
  position: { start, end },
  quote: { exact: text.slice(start, end), prefix: '', suffix: '' },
});

const TEXT = 'The bakery opens at six. By seven the line reaches the corner, and by eight the rye is gone.';

const moved = (selector: PassageSelector, change: Partial<PassageSelector['position']>): PassageSelector => ({
  ...selector,
  position: { ...selector.position, ...change },
});

describe('a comment’s passage (W3C text position and quote selectors)', () => {
  it('takes the passage with up to 32 characters of context either side', () => {
    const selector = selectorOf(TEXT, 'the line reaches the corner');
    expect(selector.position).toEqual({ start: 34, end: 61 });
    expect(selector.quote).toEqual({
      exact: 'the line reaches the corner',
      prefix: 'The bakery opens at six. By seven '.slice(-32),
      suffix: ', and by eight the rye is gone.',
    });
    expect(passageProblem(TEXT, selector)).toBeNull();
  });

  it('accepts a passage at the very start and end, and less context than 32 characters', () => {
    expect(passageProblem(TEXT, selectPassage(TEXT, 0, 3))).toBeNull();
    expect(passageProblem(TEXT, selectPassage(TEXT, TEXT.length - 5, TEXT.length))).toBeNull();
    const short = selectorOf(TEXT, 'rye');
    expect(passageProblem(TEXT, { ...short, quote: { ...short.quote, prefix: 'the ', suffix: '' } })).toBeNull();
  });

  it.each([
    ['a negative start', { start: -1 }, 'whole numbers of zero or more'],
    ['a fractional end', { end: 4.5 }, 'whole numbers of zero or more'],
    ['an empty range', { end: 34 }, 'must end after it starts'],
    ['an end beyond the text', { end: TEXT.length + 1 }, 'beyond the end of this version (92 characters)'],
    ['a range off by one', { start: 35, end: 62 }, 'not the text of this version'],
  ])('refuses %s', (_case, change, message) => {
    expect(passageProblem(TEXT, moved(selectorOf(TEXT, 'the line reaches the corner'), change))).toContain(message);
  });

  it('refuses context that is not the text around the passage, or longer than 32 characters', () => {
    const selector = selectorOf(TEXT, 'rye');
    expect(passageProblem(TEXT, { ...selector, quote: { ...selector.quote, prefix: 'the wheat ' } })).toContain(
      'text around the passage',
    );
    expect(passageProblem(TEXT, { ...selector, quote: { ...selector.quote, suffix: ' is gone!' } })).toContain(
      'text around the passage',
    );
    const long = 'x'.repeat(33);
    expect(passageProblem(TEXT, { ...selector, quote: { ...selector.quote, prefix: long } })).toContain('at most 32');
  });

  it('never splits a character outside the Basic Multilingual Plane', () => {
    const text = 'Tea 🍵 at four.';
    const inside = text.indexOf('🍵') + 1;
    expect(passageProblem(text, bare(text, 0, inside))).toContain('inside a character');
    expect(passageProblem(text, bare(text, inside, text.length))).toContain('inside a character');
    expect(passageProblem(text, selectorOf(text, '🍵'))).toBeNull();
  });

  it('is the package’s describesPassage, with the reason named when it says no', () => {
    const selector = selectorOf(TEXT, 'rye');
    packageCheck.mockClear();
    expect(passageProblem(TEXT, selector)).toBeNull();
    expect(packageCheck).toHaveBeenCalledWith(TEXT, selector);
    // Whatever the package refuses, the server refuses: no second copy of the rule decides otherwise.
    packageCheck.mockReturnValueOnce(false);
    expect(passageProblem(TEXT, selector)).toContain('text around the passage');
    const wide = { ...selector, quote: { ...selector.quote, prefix: 'x'.repeat(PASSAGE_CONTEXT + 1) } };
    expect(passageProblem(TEXT, wide)).toBe(
      `The text before and after the passage may hold at most ${PASSAGE_CONTEXT} characters each.`,
    );
  });
});
