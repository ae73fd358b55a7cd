import { postDate, type BlogPostSummary } from './blogFormat';

/** A post's date as the lists show it (spec section 3), machine-readable too. */
export function PostDate({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>;
  className?: string;
}) {
  return (
    <time className={className} dateTime={post.publishedAt ?? post.createdAt}>
      {postDate(post)}
    </time>
  );
}
