import { DomainError } from '../../../../shared/domain/domain-error';

export const blogPostNotFound = () => new DomainError('NOT_FOUND', 'Blog post not found');
export const noBlogPosts = () => new DomainError('NOT_FOUND', 'No blog posts have been published yet');
