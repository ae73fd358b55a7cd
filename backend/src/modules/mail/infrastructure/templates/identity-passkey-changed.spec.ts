import { render, toPlainText } from '@react-email/render';
import { identityPasskeyChanged } from './identity-passkey-changed';
import type { TemplateContext } from './template';

const context: TemplateContext = {
  brandName: 'Penwright Collective',
  supportEmail: 'support@penwright.test',
  recipientName: 'Nora Quill',
  url: (path) => new URL(path, 'https://writers.example/').toString(),
  unsubscribeUrl: null,
  preferencesUrl: null,
};

async function rendered(data: Record<string, unknown>) {
  const html = await render(identityPasskeyChanged.body(data, context));
  return { subject: identityPasskeyChanged.subject(data, context), html, text: toPlainText(html) };
}

describe('the passkey-changed mail (D19)', () => {
  it('says which passkey was added, what it can do, and what to do if it was not the member', async () => {
    const mail = await rendered({ change: 'added', name: 'Chrome on macOS' });
    expect(mail.subject).toBe('Penwright Collective: a passkey was added to your account');
    expect(mail.text).toContain('"Chrome on macOS" was added');
    expect(mail.text).toContain('without your password');
    expect(mail.text).toContain('support@penwright.test');
    expect(mail.html).toContain('href="https://writers.example/dashboard?tab=account"');
  });

  it('names the old and the new name of a renamed one, escaped', async () => {
    const mail = await rendered({ change: 'renamed', name: '<b>Phone</b>', previousName: 'Pixel' });
    expect(mail.subject).toBe('Penwright Collective: a passkey on your account was renamed');
    expect(mail.text).toContain('"Pixel" is now named "<b>Phone</b>"');
    expect(mail.html).not.toContain('<b>Phone');
  });

  it('says a removed one no longer signs in, and refuses a change it does not know', async () => {
    expect((await rendered({ change: 'removed', name: 'Laptop' })).text).toContain('no longer signs in');
    expect(() => identityPasskeyChanged.subject({ change: 'stolen', name: 'x' }, context)).toThrow('change must be');
  });
});
