import { bodyBlocks, illustrationFor, postDate, postImage, postImages } from './blogFormat';

// The seeded posts, newest first as the lists show them.
const SEEDED = [
  'ai-writing-tools-disclosure-policy',
  'freelance-invoices-and-taxes',
  'seo-without-keyword-stuffing',
  'finding-and-interviewing-sources',
  'deadlines-are-a-system',
  'building-a-writing-niche',
  'working-with-editorial-feedback',
  'writing-to-a-brief',
  'per-word-vs-flat-fee-pricing',
  'how-to-pitch-an-editor',
].map((slug) => ({ slug, imageUrl: null as string | null }));

describe('blog formatting', () => {
  it('picks the same illustration for a slug every time', () => {
    expect(illustrationFor('how-to-pitch-an-editor')).toBe(illustrationFor('how-to-pitch-an-editor'));
  });

  it('gives neighbours in a list different illustrations, the same ones in every list that starts the same', () => {
    const all = postImages(SEEDED);
    const shown = SEEDED.map((post) => postImage(post, all));
    shown.forEach((image, index) => {
      expect(image).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      expect(shown.slice(Math.max(0, index - 3), index)).not.toContain(image);
    });
    expect(new Set(shown).size).toBe(SEEDED.length);
    // The landing page's six are the start of /blog's list: a post looks the same on both.
    const landing = postImages(SEEDED.slice(0, 6));
    expect(SEEDED.slice(0, 6).map((post) => postImage(post, landing))).toEqual(shown.slice(0, 6));
  });

  it("keeps a post's own image", () => {
    const posts = [{ slug: 'a', imageUrl: '/uploads/a.jpg' }, ...SEEDED];
    expect(postImage(posts[0]!, postImages(posts))).toBe('/uploads/a.jpg');
    expect(postImage({ slug: 'alone', imageUrl: null })).toBe(illustrationFor('alone'));
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
