import { DomainError } from '../../../../shared/domain/domain-error';
import { CONTENT_ERRORS as codes } from '../content.errors';

export const blogPostNotFound = () => new DomainError(codes.BLOG_POST_NOT_FOUND, 'Blog post not found');
export const noBlogPosts = () => new DomainError(codes.BLOG_POST_NOT_FOUND, 'No blog posts have been published yet');
