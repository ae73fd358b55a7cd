import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

interface PlaceholderPageProps {
  title: string;
  /** One or two sentences saying what the page is for. */
  children: ReactNode;
}

/** A page whose real content a later issue builds: its name, its purpose, a consistent frame. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <section className="pw-page pw-page--narrow">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph className="pw-lead">{children}</Typography.Paragraph>
    </section>
  );
}
