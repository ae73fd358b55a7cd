import type { UserView } from '../../identity/domain/user';
import { adminUserOf } from '../domain/admin-user';

export const USER_ENTITY = 'user';

/** What the audit log keeps of an account: what the admin sees of it, never a password or its hash. */
export function userSnapshot(user: UserView) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { id, createdAt, ...fields } = adminUserOf(user);
  return fields;
}
