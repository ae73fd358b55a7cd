import { translateUniqueViolation, type UniqueConflicts } from '../../../platform/database/unique-violation';
import { emailTaken, usernameTaken } from '../domain/identity.errors';

/** The unique constraints of `users` (Migration20261122000001_identity), each with what it tells the member. */
const USER_CONFLICTS: UniqueConflicts = {
  users_email_unique: emailTaken,
  users_username_lower_unique: usernameTaken,
};

/** A duplicate e-mail or username found by the database (two registrations racing past `assertAvailable`). */
export const translateUserConflict = (error: unknown): unknown => translateUniqueViolation(error, USER_CONFLICTS);
