import Button from 'antd/es/button';
import Typography from 'antd/es/typography';

/** Spec section 2: a visitor on `/writing-tools` is asked to sign in, through `/api/login`. */
export function SignInGate() {
  return (
    <section className="pw-page pw-page--narrow pw-writing-gate">
      <Typography.Title level={1}>Please Sign In</Typography.Title>
      <Typography.Paragraph className="pw-lead">
        Daily prompts, your drafts and the writing tools are for members. Sign in to use them.
      </Typography.Paragraph>
      <Button type="primary" size="large" href="/api/login">
        Sign In
      </Button>
    </section>
  );
}
