import { Inject, Injectable } from '@nestjs/common';
import { userNotFound } from '../domain/identity.errors';
import { toUserView, type UserView } from '../domain/user';
import type { UserPage, UserPageQuery } from '../domain/user-page';
import { USER_REPOSITORY } from '../identity.tokens';
import type { UserRepository } from './ports/user.repository';

/** The editors' reading of accounts (admin's Users tab, the edit page and the assignee picker, D10). */
@Injectable()
export class FindUsers {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async page(query: UserPageQuery): Promise<UserPage> {
    const { users, total } = await this.users.page(query);
    return { users: users.map(toUserView), total };
  }

  /** One account; 'User Not Found' (D10) when there is none. */
  async byId(id: number): Promise<UserView> {
    const user = await this.users.findById(id);
    if (!user) throw userNotFound();
    return toUserView(user);
  }
}
