import { render, toPlainText } from '@react-email/render';
import { MAIL_TEMPLATES } from './index';
import type { TemplateContext } from './template';

const context: TemplateContext = {
  brandName: 'Penwright Collective',
  supportEmail: 'support@penwright.test',
  recipientName: '<b>Nora</b> Quill',
  url: (path) => new URL(path, 'https://writers.example/').toString(),
  unsubscribeUrl: null,
  preferencesUrl: null,
};

async function rendered(data: Record<string, unknown>) {
  const template = MAIL_TEMPLATES['identity.account-deleted']!;
  const html = await render(template.body(data, context));
  return { subject: template.subject(data, context), html, text: toPlainText(html) };
}

describe('the confirmation of a deleted account (D19)', () => {
  it('tells the member what went and what stays, and whom to write to if it was not them', async () => {
    const mail = await rendered({ byEditor: false });
    expect(mail.subject).toBe('Penwright Collective: your account has been deleted');
    expect(mail.text).toContain('As you asked, your Penwright Collective account has been deleted.');
    expect(mail.text).toContain('will not be charged again');
    expect(mail.text).toContain('without your name');
    expect(mail.text).toContain('support@penwright.test');
    // The name is text, never markup.
    expect(mail.html).not.toContain('<b>Nora</b>');
    expect(mail.text).toContain('Hi <b>Nora</b>,');
  });

  it('says so when an editor deleted the account', async () => {
    const mail = await rendered({ byEditor: true });
    expect(mail.text).toContain('An editor of Penwright Collective has deleted your account.');
    expect(mail.text).not.toContain('As you asked');
  });
});
