import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const BLOG_HASH = /^#\/?blog\/([A-Za-z0-9][A-Za-z0-9_-]*)\/?$/;

/** `#blog/my-post` (or `#/blog/my-post`) -> `my-post`; anything else -> null. */
export function blogSlugFromHash(hash: string): string | null {
  return BLOG_HASH.exec(hash)?.[1] ?? null;
}

/**
 * Older links and the member home's post links use the hash route `#blog/{slug}` (product
 * decision D6). This turns them into the real `/blog/{slug}` route, on load and on later clicks.
 */
export function HashBlogRedirect() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const slug = blogSlugFromHash(hash);
    if (slug) navigate(`/blog/${slug}`, { replace: true });
  }, [hash, navigate]);
  return null;
}
