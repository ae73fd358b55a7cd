import { postSummary } from './blog.fixtures';
import { relatedPosts, topicWords } from './relatedPosts';

describe('related reading', () => {
  it('reads the topic words of a title and excerpt, without plurals and common words', () => {
    expect([...topicWords(postSummary('x', 'Pitches that editors answer', 'Writing about rates'))]).toEqual([
      'pitch',
      'editor',
      'answer',
      'rate',
    ]);
  });

  it('picks the posts sharing the most topic words, never the post itself', () => {
    const current = postSummary('pitching', 'How to pitch an editor', 'A pitch an editor can say yes to.');
    const posts = [
      postSummary('taxes', 'Invoices and taxes', 'Quarterly estimates.', 'Marcus Bell'),
      current,
      postSummary('follow-up', 'Following up on a pitch', 'When an editor has not answered.', 'Marcus Bell'),
      postSummary('feedback', 'Working with editorial feedback', 'What an editor means.', 'Marcus Bell'),
    ];
    expect(relatedPosts(current, posts, 2).map((p) => p.slug)).toEqual(['follow-up', 'feedback']);
  });

  it('counts a shared author, and keeps the newest first among equals', () => {
    const current = postSummary('a', 'Deadlines', 'Planning.');
    const posts = [
      postSummary('newest', 'Rates', '', 'Marcus Bell'),
      postSummary('older', 'Niches', ''),
      postSummary('oldest', 'Briefs', ''),
    ];
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['older', 'oldest', 'newest']);
  });

  it('offers fewer when there are fewer', () => {
    const current = postSummary('only', 'The only post');
    expect(relatedPosts(current, [current])).toEqual([]);
  });
});
