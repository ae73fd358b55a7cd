import { passageProblem, selectorAt, selectorOf, type PassageSelector } from './review-comment';

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
    expect(passageProblem(TEXT, selectorAt(TEXT, 0, 3))).toBeNull();
    expect(passageProblem(TEXT, selectorAt(TEXT, TEXT.length - 5, TEXT.length))).toBeNull();
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
    expect(passageProblem(text, selectorAt(text, 0, inside))).toContain('inside a character');
    expect(passageProblem(text, selectorAt(text, inside, text.length))).toContain('inside a character');
    const whole = selectorOf(text, '🍵');
    expect(passageProblem(text, whole)).toBeNull();
    // The context is cut at whole characters too.
    const after = selectorAt('🍵'.repeat(20) + 'tea', 40, 43);
    expect(after.quote.prefix.length).toBe(32);
    expect(passageProblem('🍵'.repeat(20) + 'tea', after)).toBeNull();
  });
});
