import { DomainError } from '../../../../shared/domain/domain-error';
import { CONTENT_ERRORS as codes } from '../content.errors';

export const resourceNotFound = () => new DomainError(codes.RESOURCE_NOT_FOUND, 'Resource not found');
