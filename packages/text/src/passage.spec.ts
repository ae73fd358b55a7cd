import { describe, expect, it } from '@jest/globals';
import { describesPassage, reanchor, selectPassage, type PassageSelector } from './passage';

/** A submission's first version, as a writer hands it in. */
const DRAFT = [
  'Most small bakeries lose their first delivery customers to late orders, not to bad bread.',
  'A route planned the night before, with a fixed cut-off for orders at 8 p.m., fixes most of it.',
  'Customers forgive a price rise far sooner than a cold croissant.',
  'Start with two neighbourhoods and a fixed cut-off, then grow when the drivers ask for more.',
].join(' ');

/** An editor's comment on the first occurrence of `words` (or the `nth`) in `text`. */
function commentOn(text: string, words: string, nth = 0): PassageSelector {
  let start = -1;
  for (let i = 0; i <= nth; i += 1) start = text.indexOf(words, start + 1);
  if (start === -1) throw new Error(`"${words}" is not in the text`);
  return selectPassage(text, start, start + words.length);
}

/** The words a re-anchored comment lands on, or null for "passage changed". */
const landsOn = (text: string, selector: PassageSelector) => {
  const found = reanchor(text, selector);
  return found && { words: text.slice(found.start, found.end), start: found.start };
};

describe('selectPassage and describesPassage', () => {
  it('stores the passage by position and by quote with up to 32 characters either side', () => {
    const selector = commentOn(DRAFT, 'a cold croissant');
    expect(selector.quote.exact).toBe('a cold croissant');
    expect(selector.quote.prefix).toBe('ve a price rise far sooner than ');
    expect(selector.quote.prefix).toHaveLength(32);
    expect(selector.quote.suffix).toBe('. Start with two neighbourhoods ');
    expect(DRAFT.slice(selector.position.start, selector.position.end)).toBe('a cold croissant');
    expect(describesPassage(DRAFT, selector)).toBe(true);
  });

  it('refuses offsets outside the text, backwards or not whole, and a quote that is not the text', () => {
    expect(() => selectPassage(DRAFT, -1, 4)).toThrow(RangeError);
    expect(() => selectPassage(DRAFT, 10, 10)).toThrow(RangeError);
    expect(() => selectPassage(DRAFT, 0, DRAFT.length + 1)).toThrow(RangeError);
    expect(() => selectPassage(DRAFT, 1.5, 4)).toThrow(RangeError);
    const selector = commentOn(DRAFT, 'late orders');
    expect(describesPassage(DRAFT, { ...selector, quote: { ...selector.quote, exact: 'late order' } })).toBe(false);
    expect(describesPassage(DRAFT, { ...selector, quote: { ...selector.quote, prefix: 'x'.repeat(40) } })).toBe(false);
    expect(describesPassage(DRAFT, { ...selector, position: { start: 1e12, end: 1e12 + 11 } })).toBe(false);
    expect(describesPassage(DRAFT, { ...selector, quote: { ...selector.quote, suffix: ' to good bread' } })).toBe(
      false,
    );
  });
});

describe('reanchor: a comment follows its words through the writer’s revision', () => {
  it('stays on the same words when text is inserted before them', () => {
    const selector = commentOn(DRAFT, 'a fixed cut-off for orders at 8 p.m.');
    const revised = `Delivery is where a bakery's reputation is made or lost. ${DRAFT}`;
    expect(landsOn(revised, selector)).toEqual({
      words: 'a fixed cut-off for orders at 8 p.m.',
      start: selector.position.start + "Delivery is where a bakery's reputation is made or lost. ".length,
    });
  });

  it('says "passage changed" when the words inside the passage were changed', () => {
    const selector = commentOn(DRAFT, 'a cold croissant');
    const revised = DRAFT.replace('a cold croissant', 'a croissant that arrives cold');
    expect(landsOn(revised, selector)).toBeNull();
  });

  it('follows a sentence moved to another paragraph', () => {
    const moved = 'Customers forgive a price rise far sooner than a cold croissant.';
    const selector = commentOn(DRAFT, moved);
    const revised = `${DRAFT.replace(`${moved} `, '')}\n\n${moved}`;
    expect(landsOn(revised, selector)).toEqual({ words: moved, start: revised.lastIndexOf(moved) });
  });

  it('says "passage changed" when the passage was deleted, even if a short phrase of it appears elsewhere', () => {
    // "a fixed cut-off" appears twice; the editor commented on the first, which the writer then deleted.
    const selector = commentOn(DRAFT, 'a fixed cut-off');
    const revised = DRAFT.replace(', with a fixed cut-off for orders at 8 p.m.,', '');
    expect(revised).toContain('a fixed cut-off');
    expect(landsOn(revised, selector)).toBeNull();
  });

  it('stays on the commented copy when the same words are duplicated elsewhere', () => {
    const selector = commentOn(DRAFT, 'a fixed cut-off', 1); // the second one, in the last sentence
    const revised = `A fixed cut-off matters. ${DRAFT} Remember: a fixed cut-off, always.`;
    const found = landsOn(revised, selector);
    expect(found?.words).toBe('a fixed cut-off');
    expect(revised.slice(found!.start - 'neighbourhoods and '.length, found!.start)).toBe('neighbourhoods and ');
  });

  it('tells copies apart by their context even when the words around them were lightly edited', () => {
    const selector = commentOn(DRAFT, 'a fixed cut-off', 0);
    const revised = DRAFT.replace(
      'A route planned the night before, with',
      'A route planned the evening before, with',
    ).replace('Start with two', 'Begin with two');
    const found = landsOn(revised, selector);
    expect(found?.words).toBe('a fixed cut-off');
    expect(revised.slice(found!.start, found!.start + 40)).toContain('for orders at 8 p.m.');
  });

  it('says "passage changed" when nothing tells which of several copies of a common phrase was meant', () => {
    const selector = commentOn(DRAFT, 'the drivers');
    // The sentence is rewritten; two unrelated "the drivers" remain, neither in the commented place.
    const revised = `${DRAFT.replace('then grow when the drivers ask for more.', 'then grow.')} Pay the drivers weekly. Thank the drivers often.`;
    expect(landsOn(revised, selector)).toBeNull();
  });

  it('keeps a passage at the very start or end of the text', () => {
    const first = commentOn(DRAFT, 'Most small bakeries');
    const last = commentOn(DRAFT, 'ask for more.');
    expect(first.quote.prefix).toBe('');
    expect(last.quote.suffix).toBe('');
    const revised = DRAFT.replace('late orders', 'orders that arrive late');
    expect(landsOn(revised, first)?.start).toBe(0);
    expect(landsOn(revised, last)?.words).toBe('ask for more.');
  });

  it('never lands inside a longer word: "cold" is not in "colder", "price" not in "priced"', () => {
    const cold = commentOn(DRAFT, 'cold');
    expect(landsOn(DRAFT.replace('a cold croissant', 'a colder croissant'), cold)).toBeNull();
    const price = commentOn(DRAFT, 'price');
    const revised = DRAFT.replace('a price rise', 'a rise in what is priced');
    expect(landsOn(revised, price)).toBeNull();
    // Part of a word stays part of a word: a comment on "neighbour" in "neighbourhoods" follows it there only.
    const part = commentOn(DRAFT, 'neighbour');
    const moved = `Neighbour trust matters. ${DRAFT}`;
    expect(landsOn(moved, part)).toEqual({ words: 'neighbour', start: moved.indexOf('neighbourhoods') });
  });

  it('keeps its context whole around emoji, and finds the passage again after edits beside them', () => {
    const text = `Reviews ${'🥐'.repeat(20)} say the delivery was late twice. ${'🚲'.repeat(20)} Riders agree.`;
    const start = text.indexOf('the delivery was late');
    const selector = selectPassage(text, start, start + 'the delivery was late'.length);
    for (const context of [selector.quote.prefix, selector.quote.suffix]) {
      // No lone half of an emoji at either end.
      expect(context).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(describesPassage(text, selector)).toBe(true);
    const revised = text.replace('Reviews', 'Customer reviews').replace('Riders agree.', 'Riders agree, mostly.');
    expect(landsOn(revised, selector)?.words).toBe('the delivery was late');
  });

  it('never lands on words other than the quote, over a run of random edits', () => {
    const words = DRAFT.split(' ');
    let text = DRAFT;
    const selector = commentOn(DRAFT, 'a price rise');
    for (let round = 0; round < 200; round += 1) {
      // Insert, delete or replace a word somewhere, deterministic per round.
      const parts = text.split(' ');
      const at = (round * 7919) % parts.length;
      if (round % 3 === 0) parts.splice(at, 0, words[(round * 31) % words.length]!);
      else if (round % 3 === 1) parts.splice(at, 1);
      else parts[at] = words[(round * 17) % words.length]!;
      text = parts.join(' ');
      const found = reanchor(text, selector);
      if (found) expect(text.slice(found.start, found.end)).toBe('a price rise');
    }
  });
});
