import { Injectable } from '@nestjs/common';
import { FindMemberApplication } from '../../applications/application/find-member-application';
import { MemberEligibility } from '../../assignments/application/member-eligibility';
import { FindUsers } from '../../identity/application/find-users';
import type { UserView } from '../../identity/domain/user';
import type { UserPageQuery } from '../../identity/domain/user-page';
import { adminUserOf, type AdminUserRow, type AdminUsersPage } from '../domain/admin-user';

/** How many candidates the assignee picker weighs per round trip to the owning modules. */
const CANDIDATE_BATCH = 500;

/**
 * `GET /api/admin/users` (D10): the Users tab's page and search, each user with their application status; and
 * the assignee picker (`assignable=true`), which lists only members who may take work now (D2 step 6, with room
 * under D9's claim limit), each with the assignments they hold.
 */
@Injectable()
export class ListUsers {
  constructor(
    private readonly users: FindUsers,
    private readonly applications: FindMemberApplication,
    private readonly eligibility: MemberEligibility,
  ) {}

  async execute(query: UserPageQuery): Promise<AdminUsersPage> {
    const { users, total, activeCounts } = query.assignableOnly
      ? await this.assignable(query)
      : { ...(await this.users.page(query)), activeCounts: null };
    const applications = await this.applications.forMembers(users.map((user) => user.id));
    const rowOf = (user: UserView): AdminUserRow => ({
      ...adminUserOf(user),
      applicationStatus: applications.get(user.id)?.status ?? null,
      activeAssignments: activeCounts?.get(user.id) ?? null,
    });
    return { items: users.map(rowOf), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * The active non-admin members matching the search, in the asked order, kept when the accept's own rule
   * (`MemberEligibility`) lets them take work; then the asked page of those. The rule needs facts from three
   * modules (and a free trial's end, which SQL over one table cannot see), so it is applied here, not copied
   * into a query: every candidate is weighed, a batch at a time, which costs one statement per module per
   * CANDIDATE_BATCH members.
   */
  private async assignable(
    query: UserPageQuery,
  ): Promise<{ users: UserView[]; total: number; activeCounts: Map<number, number> }> {
    const eligible: UserView[] = [];
    const activeCounts = new Map<number, number>();
    for (let batch = 1; ; batch += 1) {
      const { users, total } = await this.users.page({ ...query, page: batch, pageSize: CANDIDATE_BATCH });
      const standings = await this.eligibility.standingsOf(users);
      // D2 step 6, and room under D9's claim limit: the members whose accept would succeed now.
      const canTakeWork = (user: UserView) => {
        const standing = standings.get(user.id);
        return standing?.gap === null && standing.activeAssignments < standing.claimLimit;
      };
      eligible.push(...users.filter(canTakeWork));
      for (const user of users) activeCounts.set(user.id, standings.get(user.id)?.activeAssignments ?? 0);
      if (batch * CANDIDATE_BATCH >= total || users.length === 0) break;
    }
    const start = (query.page - 1) * query.pageSize;
    return { users: eligible.slice(start, start + query.pageSize), total: eligible.length, activeCounts };
  }
}
