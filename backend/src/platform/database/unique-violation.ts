import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { DomainError } from '../../shared/domain/domain-error';

/**
 * A repository's unique constraints, by the name its migration gives them, each with the error the client is
 * told when the database refuses a duplicate.
 */
export type UniqueConflicts = Record<string, () => DomainError>;

/**
 * A unique violation of one of `conflicts`' constraints as its client error, told apart by the constraint name
 * PostgreSQL reports, never guessed from the message. Anything else is returned unchanged, to be rethrown:
 * another constraint's violation is a bug to surface, not a message to guess.
 */
export function translateUniqueViolation(error: unknown, conflicts: UniqueConflicts): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  // The driver's error fields (`constraint` among them) are copied onto MikroORM's exception.
  const constraint = 'constraint' in error ? error.constraint : undefined;
  const conflict =
    typeof constraint === 'string' && Object.hasOwn(conflicts, constraint) ? conflicts[constraint] : null;
  return conflict ? conflict() : error;
}
