/** Whether a user may be given work by an editor (spec section 5: only active non-admin users). */
export type AssigneeCheck = 'assignable' | 'unknown' | 'inactive' | 'admin';

/**
 * The assign call's check of the member, read from identity's table by a declared read-side query
 * (`infrastructure/read-side/assignable-member.read-query.ts`). It holds a share lock on the member's row until
 * the caller's transaction ends, so a deactivation or deletion running at the same moment waits for the assign
 * (and then releases the work) or goes first (and the assign sees it).
 */
export interface AssignableMembers {
  lockForAssign(userId: number): Promise<AssigneeCheck>;
}

export const ASSIGNABLE_MEMBERS = Symbol('ASSIGNABLE_MEMBERS');
