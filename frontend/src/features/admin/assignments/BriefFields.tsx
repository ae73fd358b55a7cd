import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { Rule } from 'antd/es/form';
import { ASSIGNMENT_TYPE } from '../labels';
import type { AssignmentType } from '../api/adminAssignmentsApi';

/** The brief as the form holds it: pay as typed (a decimal string), the deadline as a `datetime-local` value. */
export interface BriefValues {
  title: string;
  description: string;
  type: AssignmentType;
  wordCount: number;
  payRate: string;
  isPerWord: boolean;
  /** D20, "First look": Editorial Partners may take it before everyone else. */
  isPremium: boolean;
  deadline: string;
  requirements?: string;
}

/** The server's limits (assignments' BRIEF_LIMITS, MAX_WORD_COUNT). */
export const BRIEF_LIMITS = { title: 200, description: 5000, requirements: 5000, wordCount: 8000 } as const;

const TYPE_OPTIONS = Object.entries(ASSIGNMENT_TYPE).map(([value, label]) => ({ value, label }));

const required = (label: string): Rule => ({ required: true, whitespace: true, message: `${label} is required` });

const check = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

export const wordCountProblem = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= BRIEF_LIMITS.wordCount
    ? null
    : `Word count must be a whole number from 1 to ${BRIEF_LIMITS.wordCount.toLocaleString('en-US')}`;

/** Spec section 5: at least 0.01, in steps of 0.01 (D9: at most 2 decimals). */
export const payRateProblem = (value: unknown) =>
  typeof value === 'string' && /^\d+(\.\d{1,2})?$/.test(value.trim()) && Number(value) >= 0.01
    ? null
    : 'Pay rate must be at least 0.01, with at most 2 decimals';

export const deadlineProblem = (value: string, now: number) =>
  new Date(value).getTime() > now ? null : 'The deadline must be in the future.';

/**
 * The brief's fields, shared by the create form and the detail page's edit form (spec section 5). A deadline
 * is checked against the clock only when `isNewDeadline` says so: an edit may keep one that has passed.
 */
export function BriefFields({ isNewDeadline }: { isNewDeadline: (deadline: string) => boolean }) {
  return (
    <>
      <Form.Item label="Title" name="title" rules={[required('Title')]}>
        <Input maxLength={BRIEF_LIMITS.title} />
      </Form.Item>
      <Form.Item label="Type" name="type">
        <Select options={TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[required('Description')]}>
        <Input.TextArea rows={4} maxLength={BRIEF_LIMITS.description} />
      </Form.Item>
      <Form.Item label="Requirements (optional)" name="requirements">
        <Input.TextArea rows={3} maxLength={BRIEF_LIMITS.requirements} />
      </Form.Item>
      <div className="pw-admin__field-pair">
        <Form.Item
          label="Word Count"
          name="wordCount"
          validateFirst
          rules={[
            { required: true, message: 'Word count is required' },
            { validator: (_rule, value) => check(wordCountProblem(value)) },
          ]}
        >
          <InputNumber min={1} max={BRIEF_LIMITS.wordCount} step={1} className="pw-admin__number" />
        </Form.Item>
        <Form.Item
          label="Pay Rate ($)"
          name="payRate"
          validateFirst
          rules={[
            { required: true, message: 'Pay rate is required' },
            { validator: (_rule, value) => check(payRateProblem(value)) },
          ]}
        >
          <InputNumber<string> stringMode min="0.01" step="0.01" className="pw-admin__number" />
        </Form.Item>
      </div>
      <Form.Item name="isPerWord" valuePropName="checked" extra="Untick for a flat rate for the whole piece.">
        <Checkbox>Pay per word</Checkbox>
      </Form.Item>
      <Form.Item
        label="Premium"
        name="isPremium"
        valuePropName="checked"
        extra="Editorial Partners get a first look: they see and may accept it before everyone else."
      >
        <Switch />
      </Form.Item>
      <Form.Item
        label="Deadline"
        name="deadline"
        validateFirst
        rules={[
          { required: true, message: 'Deadline is required' },
          {
            validator: (_rule, value: string) =>
              check(isNewDeadline(value) ? deadlineProblem(value, Date.now()) : null),
          },
        ]}
      >
        <Input type="datetime-local" />
      </Form.Item>
    </>
  );
}
