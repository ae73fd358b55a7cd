import { topicWords } from '../blog/relatedPosts';
import { ARTICLES, type ArticleContent } from './articles.data';

/** How many articles an article ends with. */
export const RELATED_ARTICLE_COUNT = 3;

const topicsOf = (article: ArticleContent) =>
  topicWords({ title: article.title, excerpt: `${article.subtitle} ${article.skills.join(' ')}` });

/**
 * The kinds of work to look at next: those sharing the most words of title, subtitle and skills with this one (the
 * same difficulty counts as one more); among equals, those that follow it in the list, so each page's picks differ.
 */
export function relatedArticles(
  article: ArticleContent,
  articles: readonly ArticleContent[] = ARTICLES,
  count = RELATED_ARTICLE_COUNT,
): ArticleContent[] {
  const topics = topicsOf(article);
  const at = articles.findIndex((candidate) => candidate.slug === article.slug);
  return articles
    .map((candidate, index) => ({
      candidate,
      after: (index - at + articles.length) % articles.length,
      score:
        [...topicsOf(candidate)].filter((word) => topics.has(word)).length +
        (candidate.difficulty === article.difficulty ? 1 : 0),
    }))
    .filter(({ candidate }) => candidate.slug !== article.slug)
    .sort((a, b) => b.score - a.score || a.after - b.after)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
