import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { useToast } from '../../../app/toast';
import {
  BODY_MAX,
  TITLE_MAX,
  useCreateNewsletterIssueMutation,
  useGetNewsletterSubscribersQuery,
  useLazyPreviewNewsletterIssueQuery,
  useSendNewsletterIssueMutation,
  useSendNewsletterTestMutation,
  useUpdateNewsletterIssueMutation,
  type IssueInput,
  type IssuePreview,
  type NewsletterIssueView,
} from './adminNewsletterApi';
import { IssuePreviewDialog } from './IssuePreviewDialog';

interface Props {
  /** The draft being edited (the tab mounts the editor again, by its key, for another one); null for a new one. */
  draft: NewsletterIssueView | null;
  /** The editor is done with the draft (sent): start a new one. */
  onDone: () => void;
}

/**
 * Writes an issue (D18): a title (the mail's subject, one line) and a body with simple formatting. Every action
 * saves the draft first, so the preview, the test and the send are always of what is on the screen.
 */
export function IssueEditor({ draft, onDone }: Props) {
  const [form] = Form.useForm<IssueInput>();
  const [id, setId] = useState<number | null>(draft?.id ?? null);
  const [preview, setPreview] = useState<IssuePreview | null>(null);
  const [create, creating] = useCreateNewsletterIssueMutation();
  const [update, updating] = useUpdateNewsletterIssueMutation();
  const [loadPreview, previewing] = useLazyPreviewNewsletterIssueQuery();
  const [sendTest, testing] = useSendNewsletterTestMutation();
  const [send, sending] = useSendNewsletterIssueMutation();
  // Only the count: how many the send will reach.
  const { data: confirmed } = useGetNewsletterSubscribersQuery({ state: 'confirmed', page: 1, pageSize: 1 });
  const toast = useToast();

  /** The draft as it is on the screen, saved; its id, or null when the form or the server refused it. */
  async function save(): Promise<number | null> {
    let values: IssueInput;
    try {
      values = await form.validateFields();
    } catch {
      return null;
    }
    const input = { title: values.title.trim(), body: values.body };
    try {
      const saved = id === null ? await create(input).unwrap() : await update({ id, ...input }).unwrap();
      setId(saved.id);
      return saved.id;
    } catch (error) {
      toast.error('Failed to save the issue', serverMessage(error, 'An error occurred'));
      return null;
    }
  }

  async function saveDraft() {
    if ((await save()) !== null) toast.success('Draft saved');
  }

  async function showPreview() {
    const saved = await save();
    if (saved === null) return;
    try {
      setPreview(await loadPreview(saved).unwrap());
    } catch (error) {
      toast.error('Failed to preview the issue', serverMessage(error, 'An error occurred'));
    }
  }

  async function test() {
    const saved = await save();
    if (saved === null) return;
    try {
      const { sentTo } = await sendTest(saved).unwrap();
      toast.success('Test sent', `The issue is on its way to ${sentTo}.`);
    } catch (error) {
      toast.error('Failed to send the test', serverMessage(error, 'An error occurred'));
    }
  }

  async function sendToAll() {
    const saved = await save();
    if (saved === null) return;
    try {
      await send(saved).unwrap();
      toast.success('Issue sent', 'It is being delivered to every confirmed subscriber.');
      form.resetFields();
      setId(null);
      onDone();
    } catch (error) {
      toast.error('Failed to send the issue', serverMessage(error, 'An error occurred'));
    }
  }

  const busy = creating.isLoading || updating.isLoading;
  return (
    <section aria-labelledby="pw-admin-newsletter-editor" className="pw-admin-newsletter__editor">
      <h2 id="pw-admin-newsletter-editor">{id === null ? 'New issue' : 'Edit draft'}</h2>
      <Form<IssueInput>
        form={form}
        layout="vertical"
        className="pw-admin__form"
        initialValues={{ title: draft?.title ?? '', body: draft?.body ?? '' }}
      >
        <Form.Item
          name="title"
          label="Title"
          extra="The subject of the email."
          rules={[
            { required: true, whitespace: true, message: 'Please enter a title' },
            { max: TITLE_MAX, message: `The title must be at most ${TITLE_MAX} characters` },
          ]}
        >
          <Input maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="body"
          label="Text"
          extra="Leave a blank line between paragraphs. **bold**, *italic* and [a link](https://example.com) are formatted; anything else is sent as written."
          rules={[
            { required: true, whitespace: true, message: 'Please write the issue' },
            { max: BODY_MAX, message: `The text must be at most ${BODY_MAX} characters` },
          ]}
        >
          <Input.TextArea rows={10} maxLength={BODY_MAX} showCount />
        </Form.Item>
        <div className="pw-admin__actions">
          <Button onClick={() => void saveDraft()} loading={busy}>
            Save draft
          </Button>
          <Button onClick={() => void showPreview()} loading={previewing.isFetching}>
            Preview
          </Button>
          <Button onClick={() => void test()} loading={testing.isLoading}>
            Send test to me
          </Button>
          <Popconfirm
            title="Send this issue to every confirmed subscriber?"
            description={[reach(confirmed?.total), 'An issue is sent once and cannot be changed afterwards.']
              .filter(Boolean)
              .join(' ')}
            okText="Send"
            onConfirm={() => void sendToAll()}
          >
            <Button type="primary" loading={sending.isLoading}>
              Send to subscribers
            </Button>
          </Popconfirm>
        </div>
      </Form>
      <IssuePreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

const reach = (total: number | undefined) =>
  total === undefined ? null : `It goes to ${total} confirmed ${total === 1 ? 'subscriber' : 'subscribers'}.`;
