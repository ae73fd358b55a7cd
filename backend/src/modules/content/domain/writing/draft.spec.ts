import { draftToSave } from './draft';

describe('a draft to save', () => {
  it('keeps the input and counts its words with the browser’s rule', () => {
    const savedAt = new Date('2026-12-06T10:00:00Z');
    const input = {
      title: 'Morning pages',
      format: 'essay' as const,
      content: "State-of-the-art kettles don't whistle \u2014 they sing. 2026 was loud!",
      promptId: 4,
    };
    expect(draftToSave(input, savedAt)).toEqual({ ...input, wordCount: 9, savedAt });
  });

  it('counts nothing in an empty or blank text', () => {
    const base = { title: 'Empty', format: 'blog' as const, promptId: null };
    expect(draftToSave({ ...base, content: '' }, new Date()).wordCount).toBe(0);
    expect(draftToSave({ ...base, content: ' \n\t \u2014 ' }, new Date()).wordCount).toBe(0);
  });
});
