import { scoreOriginality, type FingerprintHit } from './originality-matching';
import { editorReport, memberView, OTHER_SUBMISSION } from './originality-views';
import type { SourceDocument } from './source-document';
import { fingerprint } from './winnowing';

const POST = `Editors read pitches quickly, often on a phone between meetings, so the first two sentences carry
almost all of the weight. Say what the piece is, who it is for and why it matters now. A pitch that needs a
second read to understand rarely gets one, however strong the idea behind it turns out to be.`;

const ORIGINAL = `Our bakery opened in a converted garage on Elm Street, and for the first winter we sold bread from a
folding table while the ovens were still being installed. Neighbours queued in the snow for sourdough.`;

/** A tiny in-memory index: what the fingerprint table would answer for `text`. */
function index(sources: { document: SourceDocument; text: string }[], text: string) {
  const checked = fingerprint(text);
  const wanted = new Set(checked.fingerprints.map((f) => f.hash));
  const hits: FingerprintHit[] = sources.flatMap(({ document, text: source }) =>
    fingerprint(source)
      .fingerprints.filter((f) => wanted.has(f.hash))
      .map((f) => ({ documentId: document.id, hash: f.hash })),
  );
  const documents = new Map(sources.map(({ document }) => [document.id, document]));
  return scoreOriginality(text, checked, hits, documents);
}

const post: SourceDocument = {
  id: 1,
  kind: 'blog_post',
  title: 'How Editors Read a Pitch',
  url: '/blog/how-editors-read-a-pitch',
  userId: null,
  assignmentId: null,
  submissionId: null,
};
const submission = (id: number, userId: number): SourceDocument => ({
  id,
  kind: 'submission',
  title: 'Spring menu feature',
  url: null,
  userId,
  assignmentId: 40,
  submissionId: 900 + id,
});

describe('originality scoring', () => {
  it('scores a verbatim copy 0 with its source at 100% and the copied passage quoted', () => {
    const result = index([{ document: post, text: POST }], POST);
    expect(result.originalityScore).toBe(0);
    expect(result.totalSources).toBe(1);
    expect(result.matches[0]).toMatchObject({ document: post, similarity: 100 });
    expect(POST).toContain(result.matches[0].matchedText.replace(/…$/, ''));
  });

  it('scores an original text 100 with no matches', () => {
    expect(index([{ document: post, text: POST }], ORIGINAL)).toMatchObject({
      originalityScore: 100,
      totalSources: 0,
      matches: [],
    });
  });

  it('still finds the source of a paraphrase that changes a few words', () => {
    const paraphrase = POST.replace('quickly', 'fast').replace('meetings', 'calls').replace('rarely', 'seldom');
    const result = index([{ document: post, text: POST }], paraphrase);
    expect(result.matches[0].document).toBe(post);
    expect(result.originalityScore).toBeLessThan(50);
  });

  it('counts the copied share of a text that mixes copied and original passages', () => {
    const mixed = `${ORIGINAL}\n\n${POST}`;
    const result = index([{ document: post, text: POST }], mixed);
    expect(result.originalityScore).toBeGreaterThan(30);
    expect(result.originalityScore).toBeLessThan(70);
    expect(result.matches[0].similarity).toBe(100 - result.originalityScore);
  });

  it('ignores stock phrases shared in passing (no run of two overlapping fingerprints)', () => {
    const source = 'At the end of the day the work is what counts, and one of the most important things is care.';
    const text =
      'We walked home at the end of the day through the park. Reading widely is one of the most important habits.';
    const stray: SourceDocument = { ...post, id: 2 };
    expect(index([{ document: stray, text: source }], text).totalSources).toBe(0);
  });

  it('treats a text under five words as having nothing to compare', () => {
    expect(index([{ document: post, text: POST }], 'Editors read pitches quickly')).toMatchObject({
      originalityScore: 100,
      words: 4,
    });
  });
});

describe('originality views (D13)', () => {
  const findings = index(
    [
      { document: post, text: POST },
      { document: submission(2, 7), text: POST },
      { document: submission(3, 8), text: POST },
    ],
    POST,
  );

  it('shows a member published sources with link and passage, their own submission by title', () => {
    const view = memberView(findings, 7);
    expect(view.matches).toContainEqual(
      expect.objectContaining({
        source: 'Blog post: How Editors Read a Pitch',
        url: '/blog/how-editors-read-a-pitch',
        matchedText: expect.any(String),
      }),
    );
    expect(view.matches).toContainEqual(
      expect.objectContaining({ source: 'Your submission to “Spring menu feature”', url: null }),
    );
  });

  it('shows another member’s submission only as an earlier submission, with no text and no link', () => {
    const other = memberView(findings, 7).matches.find((m) => m.source === OTHER_SUBMISSION);
    expect(other).toEqual({
      kind: 'submission',
      source: OTHER_SUBMISSION,
      similarity: 100,
      url: null,
      matchedText: null,
    });
    expect(JSON.stringify(memberView(findings, 99))).not.toContain('Spring menu feature');
  });

  it('shows editors every source: the assignment, its link, the writer and the passage', () => {
    const report = editorReport(findings);
    expect(report.matches).toContainEqual(
      expect.objectContaining({
        source: 'Submission to “Spring menu feature”',
        url: '/admin/assignment/40',
        userId: 8,
        submissionId: 903,
        matchedText: expect.any(String),
      }),
    );
  });
});
