import type { NewUser, User } from '../../domain/user';
import type { UserPageQuery } from '../../domain/user-page';

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  findByIds(ids: readonly number[]): Promise<User[]>;
  findByEmail(email: string): Promise<User | null>;
  findByUsername(username: string): Promise<User | null>;
  countAdmins(): Promise<number>;
  /** Active accounts that are not administrators. */
  countMembers(): Promise<number>;
  /** Inserts; a duplicate e-mail or username surfaces as a CONFLICT DomainError. */
  create(user: NewUser): Promise<User>;
  update(id: number, changes: Partial<NewUser>): Promise<User | null>;

  /** One page of accounts for the editors, newest first, and how many match. */
  page(query: UserPageQuery): Promise<{ users: User[]; total: number }>;
  /**
   * The account as it is now, its row locked until the unit of work ends, so what an edit or a removal
   * decides from it (and records as "before") stays true until it commits. Only inside a unit of work.
   */
  findForUpdate(id: number): Promise<User | null>;
  /**
   * Orders the changes that take admin powers away, until the unit of work ends: two admins demoting each other
   * at once run one after the other, and the second finds itself no longer an admin.
   */
  lockAdminRoles(): Promise<void>;
  /** Deletes the account if it is not an administrator's; answers whether a row went. */
  deleteMember(id: number): Promise<boolean>;
}
