import type { NewUser, User } from '../../domain/user';

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
}
