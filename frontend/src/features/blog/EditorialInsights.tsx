import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { Link } from 'react-router-dom';
import { useGetBlogPostsQuery, useGetFeaturedPostQuery } from './blogApi';
import { postDate, postImage, postImages, type BlogPostSummary } from './blogFormat';
import './blog.css';

/** Spec section 9: the member home shows 1 featured plus up to 4 posts. */
export const RECENT_POST_COUNT = 4;

/**
 * The spec's links are the hash route `#blog/{slug}`; HashBlogRedirect turns them into
 * `/blog/{slug}` (D6), so old and new links land on the same page.
 */
const hashRoute = (post: BlogPostSummary) => `#blog/${post.slug}`;

function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="pw-blog__meta">
      {post.authorName}, {post.authorRole} · <time dateTime={post.publishedAt ?? post.createdAt}>{postDate(post)}</time>
    </p>
  );
}

/**
 * The member home's Latest Editorial Insights (spec section 2): the featured post in one column,
 * up to four recent posts in the other, and View All to /blog (D6).
 */
export function EditorialInsights() {
  const featured = useGetFeaturedPostQuery();
  // The featured post is often also among the newest: one more is asked for, so that leaving it out (it is
  // not listed twice) still leaves four.
  const recent = useGetBlogPostsQuery(RECENT_POST_COUNT + 1);
  const others = (recent.data ?? []).filter((post) => post.slug !== featured.data?.slug);
  if (featured.isError && recent.isError) return null;

  return (
    <section className="pw-insights" aria-labelledby="pw-insights-title">
      <div className="pw-insights__head">
        <Typography.Title level={2} id="pw-insights-title" className="pw-insights__title">
          Latest Editorial Insights
        </Typography.Title>
        <Link to="/blog">View All</Link>
      </div>
      <div className="pw-insights__columns">
        <div>
          {featured.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
          {featured.data && (
            <article className="pw-insights__featured">
              <img
                src={postImage(featured.data, postImages(recent.data ?? []))}
                alt=""
                width={400}
                height={225}
                loading="lazy"
              />
              <h3>
                <Link to={hashRoute(featured.data)}>{featured.data.title}</Link>
              </h3>
              <p>{featured.data.excerpt}</p>
              <PostMeta post={featured.data} />
            </article>
          )}
        </div>
        <div>
          {recent.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
          <ul className="pw-insights__list">
            {others.slice(0, RECENT_POST_COUNT).map((post) => (
              <li key={post.id}>
                <h3>
                  <Link to={hashRoute(post)}>{post.title}</Link>
                </h3>
                <PostMeta post={post} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
