import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { Link } from 'react-router-dom';
import { useBrand } from '../../app/brand';
import { usePageMeta } from '../seo/pageMeta';
import { useGetBlogPostsQuery } from './blogApi';
import { ALL_POSTS, postImage, postImages } from './blogFormat';
import './blog.css';
import { PostDate } from './PostDate';

/** How many posts' pictures are in the first screen of /blog, on a phone or a wide screen. */
const EAGER_IMAGES = 2;

/** /blog: every editorial post, newest first (D6). */
export default function BlogListPage() {
  const { brandName } = useBrand();
  usePageMeta({
    title: `Editorial Insights | ${brandName}`,
    description: `Advice for freelance writers from the editors of ${brandName}: pitching, pricing, briefs, feedback and more.`,
  });
  const { data: posts, isLoading, isError } = useGetBlogPostsQuery(ALL_POSTS);
  const images = postImages(posts ?? []);

  return (
    <div className="pw-page">
      <h1>Editorial Insights</h1>
      <p className="pw-lead">Practical advice from our editors on the craft and business of freelance writing.</p>
      {isError && <Alert type="error" showIcon title="The posts could not be loaded. Please try again later." />}
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      <ul className="pw-blog-list">
        {posts?.map((post, index) => (
          <li key={post.id} className="pw-blog-list__item">
            {/* The first ones are in view as the page opens: fetched at once, not once laid out. */}
            <img
              src={postImage(post, images)}
              alt=""
              width={400}
              height={225}
              loading={index < EAGER_IMAGES ? undefined : 'lazy'}
            />
            <div>
              <PostDate className="pw-blog__meta" post={post} />
              <h2>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h2>
              <p>{post.excerpt}</p>
              <p className="pw-blog__meta">
                {post.authorName}, {post.authorRole}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
