import type { GrammarItem } from './grammarApi';
import { applySuggestion, highlightSegments } from './grammarEdits';

const item = (
  type: GrammarItem['type'],
  start: number,
  end: number,
  suggestion: string | null = null,
): GrammarItem => ({
  type,
  category: 'Spelling',
  message: `${type} at ${start}`,
  suggestion,
  position: { start, end },
});

describe('highlighting findings in the text', () => {
  it('cuts the text at each finding, marking the gravest of nested ones', () => {
    const text = 'Thiss long sentence goes on.';
    const sentence = item('info', 0, text.length);
    const spelling = item('error', 0, 5, 'This');
    const segments = highlightSegments(text, [sentence, spelling]);
    expect(segments.map((s) => [s.text, s.item?.type ?? null])).toEqual([
      ['Thiss', 'error'],
      [' long sentence goes on.', 'info'],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('keeps emoji whole: positions are UTF-16 offsets', () => {
    const text = '😀 teh end';
    const segments = highlightSegments(text, [item('error', 3, 6, 'the')]);
    expect(segments.map((s) => s.text)).toEqual(['😀 ', 'teh', ' end']);
  });

  it('leaves a text without findings as one plain piece', () => {
    expect(highlightSegments('All fine.', [])).toEqual([{ text: 'All fine.', start: 0, item: null }]);
  });
});

describe('applying a suggestion', () => {
  it('replaces the words and moves the findings after it', () => {
    const text = 'Thiss is a apple.';
    const spelling = item('error', 0, 5, 'This');
    const article = item('error', 9, 10, 'an');
    const result = applySuggestion(text, [spelling, article], spelling);
    expect(result.text).toBe('This is a apple.');
    expect(result.items).toEqual([{ ...article, position: { start: 8, end: 9 } }]);
    expect(result.text.slice(8, 9)).toBe('a');
  });

  it('stretches a finding around the change and drops the ones that overlapped it', () => {
    const text = 'The the cat sat down today.';
    const repeated = item('error', 0, 7, 'The');
    const overlapping = item('error', 4, 7, 'the');
    const sentence = item('info', 0, text.length);
    const result = applySuggestion(text, [repeated, overlapping, sentence], repeated);
    expect(result.text).toBe('The cat sat down today.');
    expect(result.items).toEqual([{ ...sentence, position: { start: 0, end: result.text.length } }]);
  });

  it('removes text when the suggestion is empty, and changes nothing without one', () => {
    expect(applySuggestion('Very very good.', [], item('error', 0, 5, '')).text).toBe('very good.');
    const passive = item('warning', 4, 11);
    expect(applySuggestion('Was written.', [passive], passive)).toEqual({ text: 'Was written.', items: [passive] });
  });
});
