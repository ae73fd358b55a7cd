import type { PlatformSettings } from '../../../platform/config/platform-settings';
import { SignedTokens } from '../../../platform/security/signed-tokens';
import { MAIL_KINDS, type MailKind } from '../domain/mail-kinds';
import type { MailMessage } from '../domain/mail-message';
import type { MailSettings } from '../mail.settings';
import { UnsubscribeLinks } from './unsubscribe-links';

const tokens = new SignedTokens({ sessionSecret: 'a-test-secret-of-enough-length-0123456789' } as PlatformSettings);
const links = new UnsubscribeLinks(tokens, { publicUrl: 'https://writers.example' } as MailSettings);
const message = (kind: MailKind, userId: number | null = 7) =>
  ({
    kind,
    recipient: { userId, email: 'nora@example.com', name: 'Nora' },
    data: { unsubscribeToken: 'n1' },
  }) as unknown as MailMessage;

describe('UnsubscribeLinks (D18, RFC 8058)', () => {
  it.each(Object.keys(MAIL_KINDS) as MailKind[])(
    'gives %s unsubscribe links only when it is not security mail',
    (kind) => {
      const urls = links.of(message(kind));
      if (MAIL_KINDS[kind] === 'security') expect(urls).toBeNull();
      else expect(urls?.oneClick).toMatch(/^https:\/\/writers\.example\/api\/(mail|newsletter)\/unsubscribe\?token=/);
    },
  );

  it("signs the member and the topic, so a link reads back as that member's topic and nothing else", () => {
    const urls = links.of(message('billing.subscription-renewed'))!;
    expect(urls.page).toMatch(/^https:\/\/writers\.example\/unsubscribe\?token=/);
    expect(urls.preferences).toBe('https://writers.example/dashboard?tab=account');
    const token = new URL(urls.oneClick).searchParams.get('token')!;
    expect(links.read(token)).toEqual({ userId: 7, topic: 'billing' });
    expect(links.read(`${token.slice(0, -2)}AA`)).toBeNull();
    expect(links.read(tokens.sign('mail-unsubscribe', '7:security'))).toBeNull();
    expect(links.read(tokens.sign('another-purpose', '7:billing'))).toBeNull();
  });

  it('has no member link for a message to a bare address', () => {
    expect(links.of(message('billing.subscription-renewed', null))).toBeNull();
  });
});
