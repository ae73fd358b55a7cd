import { render, toPlainText } from '@react-email/render';
import { MAIL_TEMPLATES } from './index';
import type { TemplateContext } from './template';

const context: TemplateContext = {
  brandName: 'Penwright Collective',
  supportEmail: 'support@penwright.test',
  recipientName: 'Nora Quill',
  url: (path) => new URL(path, 'https://writers.example/').toString(),
  unsubscribeUrl: null,
  preferencesUrl: null,
};

async function rendered(kind: keyof typeof MAIL_TEMPLATES, data: Record<string, unknown>, recipientName?: string) {
  const template = MAIL_TEMPLATES[kind]!;
  const html = await render(template.body(data, { ...context, recipientName: recipientName ?? context.recipientName }));
  return { subject: template.subject(data, context), html, text: toPlainText(html) };
}

describe("identity's mail templates (D18, D19)", () => {
  const token = 'A'.repeat(43);

  it('welcomes with the absolute confirmation link and the first name', async () => {
    const mail = await rendered('identity.welcome', { confirmPath: `/confirm-email?token=${token}` });
    expect(mail.subject).toBe('Welcome to Penwright Collective: please confirm your email address');
    expect(mail.html).toContain(`href="https://writers.example/confirm-email?token=${token}"`);
    expect(mail.text).toContain('Hi Nora,');
    expect(mail.text).toContain('7 days');
  });

  it('sends a fresh confirmation link on Resend', async () => {
    const mail = await rendered('identity.address-check', { confirmPath: `/confirm-email?token=${token}` });
    expect(mail.subject).toBe('Penwright Collective: confirm your email address');
    expect(mail.html).toContain(`https://writers.example/confirm-email?token=${token}`);
  });

  it('gives the reset link and how long it works', async () => {
    const mail = await rendered('identity.password-reset', {
      resetPath: `/reset-password?token=${token}`,
      validMinutes: 60,
    });
    expect(mail.subject).toBe('Penwright Collective: reset your password');
    expect(mail.html).toContain(`href="https://writers.example/reset-password?token=${token}"`);
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('support@penwright.test');
  });

  it('tells the old address the new one, escaped, with the way back', async () => {
    const mail = await rendered('identity.email-changed', { newEmail: 'nora<script>@example.com' });
    expect(mail.subject).toBe('Penwright Collective: your email address was changed');
    expect(mail.text).toContain('nora<script>@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('https://writers.example/forgot-password');
  });

  it('sends the new address its change link, valid 24 hours, naming the old address (issue 26)', async () => {
    const mail = await rendered('identity.email-change-confirm', {
      confirmPath: `/confirm-email-change?token=${token}`,
      oldEmail: 'nora@example.com',
    });
    expect(mail.subject).toBe('Penwright Collective: confirm your new email address');
    expect(mail.html).toContain(`href="https://writers.example/confirm-email-change?token=${token}"`);
    expect(mail.text).toContain('nora@example.com');
    expect(mail.text).toContain('24 hours');
  });

  it('tells the old address a change was asked for, and that it still signs in until then', async () => {
    const mail = await rendered('identity.email-change-requested', { newEmail: 'nora<i>@example.com' });
    expect(mail.subject).toBe('Penwright Collective: a change of your email address was requested');
    expect(mail.text).toContain('nora<i>@example.com');
    expect(mail.html).not.toContain('<i>@');
    expect(mail.text).toContain('you keep signing in with this address');
  });

  it('tells the member their password was changed and other devices signed out', async () => {
    const mail = await rendered('identity.password-changed', {});
    expect(mail.subject).toBe('Penwright Collective: your password was changed');
    expect(mail.text).toContain('signed out');
    expect(mail.html).toContain('https://writers.example/forgot-password');
  });

  it('names each two-factor change, with the way back for a member who did not make it (D19)', async () => {
    const used = await rendered('identity.two-factor-changed', { change: 'recovery-code-used' });
    expect(used.subject).toBe('Penwright Collective: a recovery code was used to sign in');
    expect(used.html).toContain('https://writers.example/forgot-password');
    const off = await rendered('identity.two-factor-changed', { change: 'disabled', with: 'recovery code' });
    expect(off.subject).toBe('Penwright Collective: two-factor sign-in was turned off');
    expect(off.text).toContain('It was turned off with a recovery code.');
    await expect(rendered('identity.two-factor-changed', { change: 'hacked' })).rejects.toThrow(/unknown change/);
  });

  it('escapes HTML in the member name', async () => {
    const mail = await rendered('identity.welcome', { confirmPath: '/confirm-email?token=x' }, '<b>Nora</b> Quill');
    expect(mail.html).not.toContain('<b>Nora');
    expect(mail.html).toContain('&lt;b&gt;Nora&lt;/b&gt;');
  });

  it('refuses to render without its link', async () => {
    await expect(rendered('identity.password-reset', { validMinutes: 60 })).rejects.toThrow(/resetPath/);
  });
});
