import { Link } from 'react-router-dom';
import { useGetBlogPostsQuery } from '../blog/blogApi';
import { postImage, postImages } from '../blog/blogFormat';
import { PostDate } from '../blog/PostDate';

/** Six news cards from the editorial blog (spec section 7: limit 6 on the landing page). */
export function LatestNews() {
  const { data: posts, isLoading, isError } = useGetBlogPostsQuery(6);
  const images = postImages(posts ?? []);
  return (
    <section aria-labelledby="news-title" aria-busy={isLoading}>
      <div className="pw-landing__section-head">
        <h2 id="news-title">Industry News &amp; Insights</h2>
        <Link to="/blog">View All</Link>
      </div>
      {isError && <p>News could not be loaded. Please try again later.</p>}
      <ul className="pw-news pw-thumb-list">
        {isLoading &&
          Array.from({ length: 6 }, (_, i) => <li key={i} className="pw-news__card pw-news__card--loading" />)}
        {posts?.map((post) => (
          <li key={post.id} className="pw-news__card">
            <img src={postImage(post, images)} alt="" width={400} height={225} loading="lazy" />
            <div className="pw-news__body">
              <PostDate className="pw-news__date" post={post} />
              <h3>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h3>
              <p>{post.excerpt}</p>
              <p className="pw-news__author">
                {post.authorName}, {post.authorRole}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
