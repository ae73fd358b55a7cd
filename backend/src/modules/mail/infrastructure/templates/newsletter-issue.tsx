import { Layout } from './layout';
import { SimpleFormat } from './simple-format';
import { text, type MailTemplate } from './template';

/**
 * One issue of the newsletter (D18): its title is the subject and the heading; its body the editor's text. An
 * editor's test send (`data.test`) says so in its subject.
 */
export const newsletterIssue: MailTemplate = {
  subject: (data) => `${data.test === true ? '[Test] ' : ''}${text(data, 'title')}`,
  body: (data, context) => {
    const body = text(data, 'body');
    return (
      <Layout {...context} preview={previewOf(body)} heading={text(data, 'title')}>
        <SimpleFormat source={body} />
      </Layout>
    );
  },
};

/** The inbox's summary line: the body's first words without their formatting marks. */
const previewOf = (body: string) =>
  body
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*\s]+/g, ' ')
    .trim()
    .slice(0, 140);
