import { Injectable } from '@nestjs/common';
import { LockMode, raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContaining, likeLiteral } from '../../../platform/database/like-pattern';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { UserRepository } from '../application/ports/user.repository';
import type { NewUser, User } from '../domain/user';
import type { UserPageQuery, UserSortField } from '../domain/user-page';
import { translateUserConflict } from './unique-violations';
import { UserSchema } from './user.schema';

@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  /**
   * Runs on every signed-in request (the session user is reloaded so a deactivation takes effect at once): a
   * fixed statement skips the query builder, and the ORM's result mapper for the schema (the first step of
   * `em.map`) maps the row into a plain object, without `em.map`'s entity factory and identity map, which cost
   * five times the mapping (docs/performance.md).
   */
  async findById(id: number): Promise<User | null> {
    const [row] = await this.em.execute('SELECT * FROM users WHERE id = ?', [id]);
    return row ? (this.em.getComparator().mapResult<User>(UserSchema.meta.className, row) as User) : null;
  }

  findByIds(ids: readonly number[]): Promise<User[]> {
    return ids.length ? this.em.find(UserSchema, { id: { $in: [...ids] } }) : Promise.resolve([]);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { email });
  }

  async findByUsername(username: string): Promise<User | null> {
    // Matches the case-insensitive unique index users_username_lower_unique.
    return this.em.findOne(UserSchema, { username: { $ilike: likeLiteral(username) } });
  }

  countAdmins(): Promise<number> {
    return this.em.count(UserSchema, { isAdmin: true });
  }

  countMembers(): Promise<number> {
    return this.em.count(UserSchema, { isAdmin: false, isActive: true });
  }

  async create(user: NewUser): Promise<User> {
    const entity = this.em.create(UserSchema, { ...user, createdAt: new Date() });
    try {
      await this.em.persistAndFlush(entity);
    } catch (error) {
      this.em.clear();
      throw translateUserConflict(error);
    }
    return entity;
  }

  async update(id: number, changes: Partial<NewUser>): Promise<User | null> {
    const user = await this.em.findOne(UserSchema, { id });
    if (!user) return null;
    this.em.assign(user, changes);
    try {
      await this.em.flush();
    } catch (error) {
      this.em.clear();
      throw translateUserConflict(error);
    }
    return user;
  }

  async page(query: UserPageQuery): Promise<{ users: User[]; total: number }> {
    const { search, assignableOnly, sort, page, pageSize } = query;
    const where: FilterQuery<User> = assignableOnly ? { isActive: true, isAdmin: false } : {};
    if (search) {
      const pattern = likeContaining(search);
      where.$or = [
        { [raw((alias) => `(${alias}.first_name || ' ' || ${alias}.last_name)`)]: { $ilike: pattern } },
        { email: { $ilike: pattern } },
        { username: { $ilike: pattern } },
      ];
    }
    const [users, total] = await this.em.findAndCount(UserSchema, where, {
      orderBy: sort ? [...SORT_ORDER[sort.by](sort.order === 'ascend' ? 'asc' : 'desc')] : NEWEST_FIRST,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { users, total };
  }

  findForUpdate(id: number): Promise<User | null> {
    // refresh: the request may already hold this user (the editor's own row, loaded with the session).
    return this.em.findOne(UserSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async lockAdminRoles(): Promise<void> {
    await this.sql.run('SELECT pg_advisory_xact_lock(?, 0)', [ADMIN_ROLES_LOCK_SPACE]);
  }

  async deleteMember(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(UserSchema, { id, isAdmin: false })) === 1;
  }
}

type Direction = 'asc' | 'desc';

/** The Users tab's sorts (D10), each ending in the id so pages never overlap; "first last" as the tab shows it. */
const SORT_ORDER: Record<UserSortField, (direction: Direction) => QueryOrderMap<User>[]> = {
  name: (direction) => [{ firstName: direction }, { lastName: direction }, { id: direction }],
  email: (direction) => [{ email: direction }, { id: direction }],
  createdAt: (direction) => [{ createdAt: direction }, { id: direction }],
};
const NEWEST_FIRST: QueryOrderMap<User>[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The first key of the advisory lock that orders changes taking admin powers away (assignments use 7301). */
const ADMIN_ROLES_LOCK_SPACE = 7_401;
