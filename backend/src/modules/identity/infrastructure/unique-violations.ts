import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { DomainError } from '../../../shared/domain/domain-error';
import { emailTaken, usernameTaken } from '../domain/identity.errors';

/** The unique constraints of `users` (Migration20261122000001_identity), each with what it tells the member. */
const CONFLICTS: Record<string, () => DomainError> = {
  users_email_unique: emailTaken,
  users_username_lower_unique: usernameTaken,
};

/**
 * A duplicate e-mail or username found by the database (two registrations racing past `assertAvailable`) as the
 * member's CONFLICT, told apart by the constraint PostgreSQL names. Anything else is returned unchanged, to be
 * rethrown: another constraint's violation is a bug to surface, not a message to guess.
 */
export function translateUniqueViolation(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  // The driver's error fields (`constraint` among them) are copied onto MikroORM's exception.
  const constraint = 'constraint' in error ? error.constraint : undefined;
  const conflict = typeof constraint === 'string' ? CONFLICTS[constraint] : undefined;
  return conflict ? conflict() : error;
}
