import { IntegerInRange } from '../../../../platform/http/validation';
import { BLOG_LIST_LIMIT } from '../../domain/blog/blog-post';

export class BlogListQuery {
  @IntegerInRange('limit', BLOG_LIST_LIMIT)
  limit: number = BLOG_LIST_LIMIT.default;
}
