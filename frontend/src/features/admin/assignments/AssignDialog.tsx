import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useReportedChange } from '../useReportedChange';
import { useAssignAssignmentMutation, type AdminAssignment } from '../api/adminAssignmentsApi';
import { useGetAdminUsersQuery } from '../api/adminUsersApi';
import { searchOf, useDebounced } from '../list/useDebounced';
import { fullName } from '../format';
import { tierLabel } from '../labels';
import type { AdminUser } from '../api/adminUsersApi';

/** Enough to pick from; a longer list is narrowed by typing. */
const PICKER_SIZE = 20;

/**
 * Where the member stands, as the picker shows it: "Professional · 2 active assignments". Every member it offers is
 * approved and has room under the claim limit (the server's rule), so the plan and the work in hand tell them apart.
 */
export const standingOf = (user: Pick<AdminUser, 'subscriptionTier' | 'activeAssignments'>) => {
  const held = user.activeAssignments ?? 0;
  const work = held === 0 ? 'no active assignments' : `${held} active assignment${held === 1 ? '' : 's'}`;
  return `${tierLabel(user.subscriptionTier)} · ${work}`;
};

/**
 * Assign an available assignment to a member (spec section 5, D10): the picker lists only members who can accept
 * work (D2 step 6: an active account, an approved application and an active subscription, a free trial while it
 * runs), as the server decides with the accept's own rule (`GET /api/admin/users?assignable=true`), searched on
 * the server as the editor types; each with their plan and the work they hold (D9's claim limit leaves out those
 * who hold as much as they may).
 */
export function AssignDialog({ assignment, onClose }: { assignment: AdminAssignment; onClose: () => void }) {
  const [text, setText] = useState('');
  const search = searchOf(useDebounced(text));
  const [userId, setUserId] = useState<number | null>(null);
  const members = useGetAdminUsersQuery({ assignable: 'true', search, page: 1, pageSize: PICKER_SIZE });
  const [assign, { isLoading }] = useAssignAssignmentMutation();
  const report = useReportedChange();

  async function confirm() {
    if (userId === null) return;
    const assigned = await report(assign({ id: assignment.id, userId }).unwrap(), {
      success: 'Assignment assigned successfully',
      failure: 'Failed to assign assignment',
    });
    if (assigned) onClose();
  }

  const options = (members.data?.items ?? []).map((user) => ({
    value: user.id,
    label: `${fullName(user)} (${user.email}) — ${standingOf(user)}`,
  }));

  return (
    <Modal
      open
      title={`Assign "${assignment.title}"`}
      okText="Assign"
      okButtonProps={{ disabled: userId === null, loading: isLoading }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor="pw-assignee" className="pw-admin__label">
        Member
      </label>
      <Select<number>
        id="pw-assignee"
        showSearch={{ filterOption: false, onSearch: setText }}
        placeholder="Search by name, email or username"
        className="pw-admin__picker"
        value={userId ?? undefined}
        onChange={setUserId}
        options={options}
        loading={members.isFetching}
        notFoundContent={members.isFetching ? 'Searching…' : 'No member who can take work matches'}
      />
      <Typography.Paragraph type="secondary" className="pw-admin__hint">
        Only members who can take work are listed: an active account, an approved application and an active subscription
        (a free trial while it runs).
      </Typography.Paragraph>
    </Modal>
  );
}
