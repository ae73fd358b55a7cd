import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SqlRunner } from '../../../platform/database/sql-runner';
import type { UserRepository } from '../application/ports/user.repository';
import type { NewUser, User } from '../domain/user';
import { translateUserConflict } from './unique-violations';
import { UserSchema } from './user.schema';

@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  /**
   * Runs on every signed-in request (the session user is reloaded so a deactivation takes effect at once):
   * a fixed statement skips the query builder, and `SqlRunner.entities` still maps the row by the schema.
   */
  async findById(id: number): Promise<User | null> {
    const [user] = await this.sql.entities(UserSchema, 'SELECT * FROM users WHERE id = ?', [id]);
    return user ?? null;
  }

  findByIds(ids: readonly number[]): Promise<User[]> {
    return ids.length ? this.em.find(UserSchema, { id: { $in: [...ids] } }) : Promise.resolve([]);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(UserSchema, { email });
  }

  async findByUsername(username: string): Promise<User | null> {
    // Matches the case-insensitive unique index users_username_lower_unique.
    return this.em.findOne(UserSchema, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } });
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
}
