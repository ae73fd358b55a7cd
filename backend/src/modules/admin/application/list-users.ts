import { Injectable } from '@nestjs/common';
import { FindUsers } from '../../identity/application/find-users';
import type { UserPageQuery } from '../../identity/domain/user-page';
import { adminUserOf, type AdminUsersPage } from '../domain/admin-user';

/** `GET /api/admin/users` (D10): the Users tab's page and search, and the assignee picker (`assignable=true`). */
@Injectable()
export class ListUsers {
  constructor(private readonly users: FindUsers) {}

  async execute(query: UserPageQuery): Promise<AdminUsersPage> {
    const { users, total } = await this.users.page(query);
    return { items: users.map(adminUserOf), total, page: query.page, pageSize: query.pageSize };
  }
}
