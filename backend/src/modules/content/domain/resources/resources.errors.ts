import { DomainError } from '../../../../shared/domain/domain-error';

export const resourceNotFound = () => new DomainError('NOT_FOUND', 'Resource not found');
