import { ARTICLES, findArticle } from './articles.data';
import { relatedArticles } from './relatedArticles';

describe('related articles', () => {
  it('offers three other kinds of work for every article', () => {
    for (const article of ARTICLES) {
      const picks = relatedArticles(article);
      expect(picks).toHaveLength(3);
      expect(picks.map((pick) => pick.slug)).not.toContain(article.slug);
      expect(new Set(picks.map((pick) => pick.slug)).size).toBe(3);
    }
  });

  it('puts the closest kinds of work first', () => {
    // Both ask for subject lines and a consistent voice to readers' inboxes.
    const picks = relatedArticles(findArticle('email-marketing-copy')!).map((pick) => pick.slug);
    expect(picks).toContain('newsletter-writing');
    const editing = relatedArticles(findArticle('content-editing')!).map((pick) => pick.slug);
    expect(editing[0]).toBe('press-release-writing'); // fact-checking, style
  });
});
