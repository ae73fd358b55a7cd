import { Typography } from 'antd';
import { useDocumentTitle } from '../../app/components/useDocumentTitle';

/** The fallback for any path the router does not know. Texts are the spec's, verbatim. */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="pw-page pw-page--narrow">
      <Typography.Title level={1}>Page Not Found</Typography.Title>
      <Typography.Paragraph className="pw-lead">
        Did you forget to add the page to the router?
      </Typography.Paragraph>
    </section>
  );
}
