import { Inject, Injectable } from '@nestjs/common';
import { FindAssignments } from '../../assignments/application/editor/find-assignments';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { UserAccounts } from '../../identity/application/user-accounts';
import { toAdminListItem, type AdminAssignmentsPage } from './admin-assignment-view';
import { ASSIGNMENT_LIST, type AssignmentList, type AssignmentListQuery } from './ports/assignment-list';

/** What the editor asked the Assignments tab for; `overdue` is as of the moment the list is read. */
export type AssignmentsAsked = Omit<AssignmentListQuery, 'overdueAt'> & { overdue: boolean };

/**
 * `GET /api/admin/assignments` (D10): one page, newest first or sorted, filtered by statuses, overdue and a search. The read-side query
 * picks the page; the assignments and their assignees then come from the modules that own them.
 */
@Injectable()
export class ListAssignmentsForAdmin {
  constructor(
    @Inject(ASSIGNMENT_LIST) private readonly list: AssignmentList,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly assignments: FindAssignments,
    private readonly users: UserAccounts,
  ) {}

  async execute({ overdue, ...asked }: AssignmentsAsked): Promise<AdminAssignmentsPage> {
    const now = this.clock.now();
    const query: AssignmentListQuery = { ...asked, overdueAt: overdue ? now : null };
    const { assignmentIds, total } = await this.list.page(query);
    const assignments = await this.assignments.byIds(assignmentIds);
    const userIds = [...new Set(assignments.flatMap((a) => (a.assignedUserId === null ? [] : [a.assignedUserId])))];
    const [people, figures] = await Promise.all([
      this.users.findByIds(userIds),
      this.assignments.reviewFigures(assignmentIds),
    ]);
    const users = new Map(people.map((user) => [user.id, user]));
    const items = assignments.map((a) =>
      toAdminListItem(a, a.assignedUserId === null ? undefined : users.get(a.assignedUserId), now, figures.get(a.id)),
    );
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}
