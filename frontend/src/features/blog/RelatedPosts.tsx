import { Link } from 'react-router-dom';
import { postImage, type BlogPostSummary, type PostImages } from './blogFormat';
import { PostDate } from './PostDate';

/** What to read next, chosen by relatedPosts.ts; nothing when there is nothing else to read. */
export function RelatedPosts({ posts, images }: { posts: readonly BlogPostSummary[]; images: PostImages }) {
  if (posts.length === 0) return null;
  return (
    <section className="pw-related" aria-labelledby="related-title">
      <h2 id="related-title">Related reading</h2>
      <ul className="pw-related__list pw-thumb-list">
        {posts.map((post) => (
          <li key={post.slug} className="pw-related__item">
            <img src={postImage(post, images)} alt="" width={400} height={225} loading="lazy" />
            <PostDate className="pw-blog__meta" post={post} />
            <h3>
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
