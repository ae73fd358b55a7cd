import { Injectable } from '@nestjs/common';
import { FindUsers } from '../../identity/application/find-users';
import { adminUserDetailsOf, type AdminUserDetails } from '../domain/admin-user';

/** `GET /api/admin/users/{id}`: the edit page's user; 'User Not Found' (D10) for a missing one. */
@Injectable()
export class GetUser {
  constructor(private readonly users: FindUsers) {}

  async execute(id: number): Promise<AdminUserDetails> {
    return adminUserDetailsOf(await this.users.byId(id));
  }
}
