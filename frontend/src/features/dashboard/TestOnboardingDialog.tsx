import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { useCompleteTestOnboardingMutation, type TestOnboarding } from './payoutAccountApi';

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'CA', label: 'Canada' },
  { value: 'IE', label: 'Ireland' },
  { value: 'AU', label: 'Australia' },
];

/**
 * The sandbox provider's onboarding (D21), clearly a test: no money moves and nothing is verified. The test bank
 * account 000999999991 makes every transfer to it fail, to try a failed payout and its retry.
 */
export function TestOnboardingDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<TestOnboarding>();
  const [complete, { isLoading }] = useCompleteTestOnboardingMutation();
  const toast = useToast();

  async function onFinish(values: TestOnboarding) {
    try {
      await complete(values).unwrap();
      toast.success('Payout account ready', 'Test mode: payouts will be sent to this test account.');
      onClose();
    } catch (error) {
      toast.error('Could not save the payout account', serverMessage(error, 'Please check the details.'));
    }
  }

  return (
    <Modal
      open
      title="Set up payouts (Test mode)"
      okText="Save test account"
      okButtonProps={{ loading: isLoading }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        message="Test mode"
        description="This site uses a test payment provider: no real bank details and no real money. Use any test number of 4 to 17 digits; 000999999991 makes transfers fail."
      />
      <Form<TestOnboarding>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ country: 'US' }}
        onFinish={(values) => void onFinish(values)}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="name"
          label="Account holder's name"
          rules={[
            { required: true, whitespace: true, message: 'Please enter the account holder’s name' },
            { max: 100 },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="country" label="Country" rules={[{ required: true, message: 'Please choose a country' }]}>
          <Select options={COUNTRIES} />
        </Form.Item>
        <Form.Item
          name="accountNumber"
          label="Test bank account number"
          rules={[
            { required: true, message: 'Please enter a test bank account number' },
            { pattern: /^\d{4,17}$/, message: 'The test bank account number must be 4 to 17 digits' },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
