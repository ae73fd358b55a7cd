import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { serverMessage } from '../../api/errors';
import { useToast } from '../../app/toast';
import { FEED_POST_MAX_LENGTH, feedPostLength, useCreateFeedPostMutation } from './adminFeedApi';

interface Values {
  text: string;
}

const COUNT = { show: true, max: FEED_POST_MAX_LENGTH, strategy: feedPostLength };

/** Posts to the default feed; the server trims and checks the text again. */
export function FeedPostForm() {
  const [form] = Form.useForm<Values>();
  const [createPost, { isLoading }] = useCreateFeedPostMutation();
  const toast = useToast();

  async function submit({ text }: Values) {
    try {
      await createPost(text.trim()).unwrap();
      toast.success('Post published');
      form.resetFields();
    } catch (error) {
      toast.error('Failed to publish post', serverMessage(error, 'An error occurred'));
    }
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} className="pw-admin__form">
      <Form.Item
        name="text"
        label="New post"
        rules={[
          { required: true, whitespace: true, message: 'Please enter the text of the post' },
          {
            validator: (_rule, value?: string) =>
              feedPostLength((value ?? '').trim()) > FEED_POST_MAX_LENGTH
                ? Promise.reject(new Error(`The post must be at most ${FEED_POST_MAX_LENGTH} characters`))
                : Promise.resolve(),
          },
        ]}
      >
        <Input.TextArea rows={3} count={COUNT} placeholder="What should visitors read in the feed?" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Post
      </Button>
    </Form>
  );
}
