import type { EngineAnalysis, EngineFinding, GrammarItem } from './findings';
import { fitsText, grammarReport } from './grammar-report';
import { mergeFindings, sameProblem } from './merge-findings';

const READABILITY = { readingEase: 70, gradeLevel: 6, sentences: 2, words: 12, syllables: 16 };

const finding =
  (engine: EngineFinding['engine']) =>
  (kind: string, start: number, end: number, replacements: string[] = [], message: string = engine): EngineFinding => ({
    engine,
    kind,
    rule: kind,
    message,
    replacements,
    start,
    end,
  });
const harper = finding('harper');
const retext = finding('retext');
const analysis = (text: string, findings: EngineFinding[]): EngineAnalysis => ({
  findings,
  readability: READABILITY,
  checkedCharacters: text.length,
});

describe('grammar report', () => {
  it('merges Harper and retext reporting the same a/an problem into one error with the fix', () => {
    const text = 'We need a approach that works.';
    const report = grammarReport(
      text,
      analysis(text, [
        retext('retext-indefinite-article', 8, 9, ['an'], 'Unexpected article `a` before `approach`, expected `an`'),
        harper('Miscellaneous', 8, 9, ['an'], 'Incorrect indefinite article.'),
      ]),
    );
    expect(report.items).toEqual([
      {
        type: 'error',
        category: 'Grammar',
        message: 'Use “an” before “approach”.',
        suggestion: 'an',
        position: { start: 8, end: 9 },
      },
    ]);
    expect(report.counts).toEqual({ error: 1, warning: 0, info: 0 });
  });

  it('merges a repeated word both engines report, keeping Harper’s wording on a tie', () => {
    const text = 'The the cat sat.';
    const report = grammarReport(
      text,
      analysis(text, [
        harper('Repetition', 0, 7, ['The'], 'Did you mean to repeat this word?'),
        retext('retext-repeated-words', 0, 7, ['the']),
      ]),
    );
    expect(report.items).toHaveLength(1);
    expect(report.items[0]).toMatchObject({
      type: 'error',
      suggestion: 'The',
      message: 'Did you mean to repeat this word?',
    });
  });

  it('keeps a long-sentence note and the misspelt word inside it as two findings', () => {
    const text = 'This sentense goes on and on and on without an end in sight for the reader.';
    const report = grammarReport(
      text,
      analysis(text, [harper('Readability', 0, text.length), harper('Spelling', 5, 13, ['sentence'])]),
    );
    expect(report.items.map((item) => item.category)).toEqual(['Readability', 'Spelling']);
    expect(report.counts).toEqual({ error: 1, warning: 0, info: 1 });
  });

  it('keeps positions as UTF-16 offsets into the text sent, with emoji and accents before them', () => {
    const text = '😀 Café naïve: teh 👩‍👩‍👧 dog.';
    const start = text.indexOf('teh');
    const report = grammarReport(text, analysis(text, [harper('Typo', start, start + 3, ['the'])]));
    const [item] = report.items;
    expect(text.slice(item.position.start, item.position.end)).toBe('teh');
  });

  it('drops positions outside the text, reversed, or splitting an emoji in two', () => {
    const text = 'Go 😀 now';
    expect(fitsText(text, { start: 0, end: 2 })).toBe(true);
    expect(fitsText(text, { start: 3, end: 5 })).toBe(true);
    expect(fitsText(text, { start: 4, end: 5 })).toBe(false);
    expect(fitsText(text, { start: 3, end: 4 })).toBe(false);
    expect(fitsText(text, { start: 5, end: 4 })).toBe(false);
    expect(fitsText(text, { start: 0, end: 99 })).toBe(false);
    const report = grammarReport(text, analysis(text, [harper('Spelling', 4, 9)]));
    expect(report.items).toEqual([]);
  });

  it('words retext’s findings for a writer, with the replacement to apply', () => {
    const text = 'The report was written by the team.  We utilize a fireman.';
    const report = grammarReport(
      text,
      analysis(text, [
        retext('retext-passive', 15, 22),
        retext('retext-sentence-spacing', 34, 36, [' ']),
        retext('retext-simplify', 40, 47, ['use']),
        retext('retext-equality', 50, 57, ['fire fighter', 'fire officer']),
      ]),
    );
    expect(report.items.map(({ type, message, suggestion }) => ({ type, message, suggestion }))).toEqual([
      {
        type: 'warning',
        message: '“written” makes this sentence passive; consider saying who does what.',
        suggestion: null,
      },
      { type: 'warning', message: 'Use one space between sentences.', suggestion: ' ' },
      { type: 'info', message: 'A plainer word: “use” instead of “utilize”.', suggestion: 'use' },
      {
        type: 'info',
        message: '“fireman” may not include every reader; consider “fire fighter”, “fire officer”.',
        suggestion: 'fire fighter',
      },
    ]);
  });

  it('turns Harper’s backticks into quotation marks and ignores kinds it does not know', () => {
    const text = 'Thiss is it.';
    const report = grammarReport(
      text,
      analysis(text, [
        harper('Spelling', 0, 5, ['This'], 'Did you mean to spell `Thiss` this way?'),
        harper('Unheard', 6, 8),
      ]),
    );
    expect(report.items).toEqual([
      expect.objectContaining({ message: 'Did you mean to spell “Thiss” this way?', suggestion: 'This' }),
    ]);
  });

  it('says when the time budget stopped Harper before the end of the text', () => {
    const text = 'One. Two. Three.';
    expect(grammarReport(text, { findings: [], readability: READABILITY, checkedCharacters: 4 })).toMatchObject({
      checkedCharacters: 4,
      complete: false,
    });
    expect(grammarReport(text, analysis(text, [])).complete).toBe(true);
  });
});

describe('merging overlapping findings', () => {
  const item = (
    type: GrammarItem['type'],
    start: number,
    end: number,
    suggestion: string | null = null,
  ): GrammarItem => ({
    type,
    category: type,
    message: `${type} ${start}-${end}`,
    suggestion,
    position: { start, end },
  });

  it('calls overlaps of at least half their joint extent one problem', () => {
    expect(sameProblem({ start: 0, end: 4 }, { start: 0, end: 4 })).toBe(true);
    expect(sameProblem({ start: 0, end: 4 }, { start: 2, end: 6 })).toBe(false); // 2 of 6
    expect(sameProblem({ start: 0, end: 4 }, { start: 1, end: 5 })).toBe(true); // 3 of 5
    expect(sameProblem({ start: 0, end: 4 }, { start: 4, end: 8 })).toBe(false); // touching
    expect(sameProblem({ start: 3, end: 3 }, { start: 3, end: 3 })).toBe(true);
  });

  it('keeps the graver finding, then the one with a fix', () => {
    expect(mergeFindings([item('info', 0, 4, 'x'), item('error', 0, 4)])).toEqual([item('error', 0, 4)]);
    expect(mergeFindings([item('warning', 0, 4), item('warning', 1, 4, 'fix')])).toEqual([
      item('warning', 1, 4, 'fix'),
    ]);
  });

  it('answers the findings in text order', () => {
    const merged = mergeFindings([item('info', 10, 12), item('error', 0, 3), item('warning', 5, 6)]);
    expect(merged.map((i) => i.position.start)).toEqual([0, 5, 10]);
  });

  it('merges thousands of duplicated findings into one each', () => {
    const many = Array.from({ length: 5000 }, (_, i) => item('error', i * 3, i * 3 + 2));
    expect(mergeFindings([...many, ...many])).toHaveLength(5000);
  });
});
