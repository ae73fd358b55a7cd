import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useReportedChange } from '../useReportedChange';
import { useCreateAssignmentMutation, type NewAssignment } from '../api/adminAssignmentsApi';
import { BriefFields, type BriefValues } from './BriefFields';

const DEFAULTS: Partial<BriefValues> = { type: 'article', isPerWord: true, isPremium: false };

/** What the server takes (spec section 5): the word count as an integer, the pay as a decimal, the deadline as a date. */
const newAssignmentOf = (values: BriefValues): NewAssignment => ({
  title: values.title.trim(),
  description: values.description.trim(),
  type: values.type,
  wordCount: values.wordCount,
  payRate: values.payRate.trim(),
  isPerWord: values.isPerWord,
  isPremium: values.isPremium,
  deadline: new Date(values.deadline).toISOString(),
  requirements: values.requirements?.trim() || null,
});

/** The Assignments tab's create form (spec section 5): type defaults to article, pay to per word. */
export function CreateAssignmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<BriefValues>();
  const [create, { isLoading }] = useCreateAssignmentMutation();
  const report = useReportedChange();

  async function submit(values: BriefValues) {
    const created = await report(create(newAssignmentOf(values)).unwrap(), {
      success: 'Assignment created successfully',
      failure: 'Failed to create assignment',
    });
    if (!created) return;
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      open={open}
      title="Create Assignment"
      okText="Create Assignment"
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<BriefValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={DEFAULTS}
        onFinish={(values) => void submit(values)}
        name="create-assignment"
      >
        {/* Every deadline on a new brief is a new one. */}
        <BriefFields isNewDeadline={() => true} />
      </Form>
    </Modal>
  );
}
