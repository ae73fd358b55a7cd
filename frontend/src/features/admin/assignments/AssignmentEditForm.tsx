import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useReportedChange } from '../useReportedChange';
import {
  useEditAssignmentMutation,
  type AdminAssignmentDetail,
  type AssignmentEdit,
  type AssignmentStatus,
} from '../api/adminAssignmentsApi';
import { localDateTime } from '../format';
import { ASSIGNMENT_STATUS } from '../labels';
import { BRIEF_LIMITS, BriefFields, type BriefValues } from './BriefFields';
import { completionConfirmation } from './ReviewPanel';

type Values = BriefValues & { status: AssignmentStatus; reviewNotes?: string };

export const editableValuesOf = (assignment: AdminAssignmentDetail): Values => ({
  title: assignment.title,
  description: assignment.description,
  type: assignment.type,
  wordCount: assignment.wordCount,
  payRate: assignment.payRate,
  isPerWord: assignment.isPerWord,
  isPremium: assignment.isPremium,
  deadline: localDateTime(assignment.deadline),
  requirements: assignment.requirements ?? '',
  status: assignment.status,
  reviewNotes: assignment.reviewNotes ?? '',
});

/** Cleared text is null on the server. */
const textOrNull = (text: string | undefined) => text?.trim() || null;

/** Only what the editor changed, so an edit never overwrites another editor's change to a field left alone. */
function editOf(assignment: AdminAssignmentDetail, values: Values): AssignmentEdit {
  const before = editableValuesOf(assignment);
  const edit: AssignmentEdit = {};
  if (values.title.trim() !== before.title) edit.title = values.title.trim();
  if (values.description.trim() !== before.description) edit.description = values.description.trim();
  if (values.type !== before.type) edit.type = values.type;
  if (values.wordCount !== before.wordCount) edit.wordCount = values.wordCount;
  if (values.payRate.trim() !== before.payRate) edit.payRate = values.payRate.trim();
  if (values.isPerWord !== before.isPerWord) edit.isPerWord = values.isPerWord;
  if (values.isPremium !== before.isPremium) edit.isPremium = values.isPremium;
  if (values.deadline !== before.deadline) edit.deadline = new Date(values.deadline).toISOString();
  if (textOrNull(values.requirements) !== assignment.requirements) edit.requirements = textOrNull(values.requirements);
  if (values.status !== before.status) edit.status = values.status;
  if (textOrNull(values.reviewNotes) !== assignment.reviewNotes) edit.reviewNotes = textOrNull(values.reviewNotes);
  return edit;
}

/**
 * The detail page's edit form (spec section 7, D9): the brief, and a status change only to what the server
 * allows from here (`allowedStatuses`); a change to "revision requested" carries the review notes. Completing
 * here pays like a review's Complete, so it asks first in the same words, with the pay the saved brief will have.
 */
export function AssignmentEditForm({ assignment }: { assignment: AdminAssignmentDetail }) {
  const [form] = Form.useForm<Values>();
  const [edit, { isLoading }] = useEditAssignmentMutation();
  const report = useReportedChange();
  const initial = editableValuesOf(assignment);
  const [modal, confirmations] = Modal.useModal();

  const save = (values: Values) =>
    report(edit({ id: assignment.id, edit: editOf(assignment, values) }).unwrap(), {
      success: 'Assignment updated successfully',
      failure: 'Failed to update assignment',
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={(values) => {
        if (values.status !== 'completed' || assignment.status === 'completed') return void save(values);
        const { title, description } = completionConfirmation({
          ...assignment,
          title: values.title.trim(),
          wordCount: values.wordCount,
          payRate: values.payRate.trim(),
          isPerWord: values.isPerWord,
        });
        void modal.confirm({ title, content: description, okText: 'Complete', onOk: () => save(values) });
      }}
      name="edit-assignment"
    >
      <Form.Item
        label="Status"
        name="status"
        extra="Only the changes allowed from the current status are offered; completing opens the payout."
      >
        <Select
          options={assignment.allowedStatuses.map((status) => ({
            value: status,
            label: ASSIGNMENT_STATUS[status].text,
          }))}
        />
      </Form.Item>
      <Form.Item label="Review Notes" name="reviewNotes" extra="Shown to the writer.">
        <Input.TextArea rows={3} maxLength={BRIEF_LIMITS.requirements} />
      </Form.Item>
      <BriefFields isNewDeadline={(deadline) => deadline !== initial.deadline} />
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save Changes
      </Button>
      {confirmations}
    </Form>
  );
}
