import { bodyBlocks, illustrationFor, postDate } from './blogFormat';

describe('blog formatting', () => {
  it('picks the same illustration for a slug every time', () => {
    expect(illustrationFor('how-to-pitch-an-editor')).toBe(illustrationFor('how-to-pitch-an-editor'));
  });

  it('shows publishedAt, else createdAt, as a long US date', () => {
    expect(postDate({ publishedAt: null, createdAt: '2026-01-02T00:00:00.000Z' })).toBe('January 2, 2026');
  });

  it('splits a body into paragraphs and subheadings', () => {
    expect(bodyBlocks('First.\n\n## A heading\n\nSecond\nline.\n\n\n')).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'heading', text: 'A heading' },
      { kind: 'paragraph', text: 'Second\nline.' },
    ]);
  });
});
