import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import type { BlogPostSummary } from './blogFormat';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** Who wrote the post, and how much more of theirs there is (`postCount`: their posts in the list, this one too). */
export function AuthorBox({ post, postCount }: { post: BlogPostSummary; postCount: number }) {
  const { brandName } = useBrand();
  const others = postCount - 1;
  return (
    <aside className="pw-author" aria-labelledby="author-title">
      <span className="pw-author__monogram" aria-hidden="true">
        {initials(post.authorName)}
      </span>
      <div>
        <h2 id="author-title" className="pw-author__name">
          <span className="pw-visually-hidden">About the author: </span>
          {post.authorName}
        </h2>
        <p className="pw-author__role">
          {post.authorRole}, {brandName}
        </p>
        <p className="pw-author__text">
          Writes for the collective&apos;s editorial blog on the craft and business of freelance writing
          {others > 0 ? (
            <>
              , with {others} more {others === 1 ? 'post' : 'posts'} in <Link to="/blog">Editorial Insights</Link>.
            </>
          ) : (
            '.'
          )}
        </p>
      </div>
    </aside>
  );
}
