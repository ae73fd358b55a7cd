import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { Link, useParams } from 'react-router-dom';
import { errorCode } from '../../api/errors';
import { useBrand } from '../../app/brand';
import { usePageMeta } from '../seo/pageMeta';
import { AuthorBox } from './AuthorBox';
import { useGetBlogPostQuery, useGetBlogPostsQuery } from './blogApi';
import { ALL_POSTS, bodyBlocks, postDate, postImage, postImages, type BlogPost } from './blogFormat';
import { PostCallToAction } from './PostCallToAction';
import { relatedPosts } from './relatedPosts';
import { RelatedPosts } from './RelatedPosts';
import './blog.css';

/** /blog/{slug}: one editorial post (D6); `#blog/{slug}` links arrive here too. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: post, isLoading, error } = useGetBlogPostQuery(slug);

  return (
    <div className="pw-page pw-page--narrow">
      <Link to="/blog" className="pw-blog__back">
        <ArrowLeftOutlined aria-hidden="true" /> All posts
      </Link>
      {isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
      {error &&
        (errorCode(error) === 'BLOG_POST_NOT_FOUND' ? (
          <PostNotFound />
        ) : (
          <Alert type="error" showIcon title="The post could not be loaded. Please try again later." />
        ))}
      {post && <Post post={post} />}
    </div>
  );
}

/** An unknown slug: the tab says so too (issue 18), and the page offers the posts and the way home. */
function PostNotFound() {
  const { brandName } = useBrand();
  usePageMeta({ title: `Post Not Found | ${brandName}`, description: 'This post does not exist or has moved.' });
  return (
    <>
      <h1>Post Not Found</h1>
      <p className="pw-lead">
        This post does not exist or has moved. <Link to="/blog">Browse all posts</Link> or{' '}
        <Link to="/">go to the home page</Link>.
      </p>
    </>
  );
}

function Post({ post }: { post: BlogPost }) {
  const { brandName } = useBrand();
  // The list /blog shows (one cached answer): for the post's illustration as listed, its author and what to read next.
  const { data: posts = [] } = useGetBlogPostsQuery(ALL_POSTS);
  const images = postImages(posts);
  usePageMeta({
    title: `${post.title} | ${brandName}`,
    description: post.excerpt,
    type: 'article',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt ?? post.createdAt,
      author: { '@type': 'Person', name: post.authorName, jobTitle: post.authorRole },
      publisher: { '@type': 'Organization', name: brandName },
    },
  });
  return (
    <>
      <article className="pw-blog-post" aria-labelledby="post-title">
        <h1 id="post-title">{post.title}</h1>
        <p className="pw-blog__meta">
          {post.authorName}, {post.authorRole} ·{' '}
          <time dateTime={post.publishedAt ?? post.createdAt}>{postDate(post)}</time>
        </p>
        <img className="pw-blog-post__image" src={postImage(post, images)} alt="" width={800} height={450} />
        {bodyBlocks(post.body).map((block, index) =>
          block.kind === 'heading' ? <h2 key={index}>{block.text}</h2> : <p key={index}>{block.text}</p>,
        )}
      </article>
      <AuthorBox post={post} postCount={Math.max(1, posts.filter((p) => p.authorName === post.authorName).length)} />
      <RelatedPosts posts={relatedPosts(post, posts)} images={images} />
      <PostCallToAction />
    </>
  );
}
