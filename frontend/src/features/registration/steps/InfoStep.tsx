import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { EmailField } from '../../../app/components/EmailField';
import type { ApplicantInfo } from '../registration.types';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Step 1 (spec section 2): basic information, with section 5's messages. */
export function InfoStep({ initial, onNext }: { initial: ApplicantInfo; onNext: (info: ApplicantInfo) => void }) {
  return (
    <>
      <Typography.Title level={1} className="pw-register__title">
        Congrats! You&apos;re Accepted - Register Here to Get Started
      </Typography.Title>
      <Typography.Paragraph type="secondary">Basic Information</Typography.Paragraph>
      <Form<ApplicantInfo>
        layout="vertical"
        requiredMark="optional"
        initialValues={initial}
        onFinish={(values) => onNext({ ...initial, ...values, email: values.email.trim() })}
      >
        <EmailField />
        <div className="pw-register__row">
          <Form.Item label="First Name" name="firstName" rules={required('First name is required')}>
            <Input autoComplete="given-name" maxLength={100} />
          </Form.Item>
          <Form.Item label="Last Name" name="lastName" rules={required('Last name is required')}>
            <Input autoComplete="family-name" maxLength={100} />
          </Form.Item>
        </div>
        <Form.Item label="Address" name="address" rules={required('Address is required')}>
          <Input autoComplete="street-address" maxLength={500} />
        </Form.Item>
        <Form.Item label="Phone" name="phone">
          <Input autoComplete="tel" inputMode="tel" maxLength={40} />
        </Form.Item>
        <Form.Item label="Preferred Genres" name="preferredGenres">
          <Input maxLength={500} placeholder="e.g. travel, technology, personal finance" />
        </Form.Item>
        <Form.Item label="Experience" name="experience">
          <Input.TextArea rows={3} maxLength={2000} placeholder="Where have you written, and for how long?" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large">
          Next
        </Button>
      </Form>
    </>
  );
}
