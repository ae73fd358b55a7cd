import { identityAddressCheck } from './identity-address-check';
import { identityEmailChanged } from './identity-email-changed';
import { identityPasswordReset } from './identity-password-reset';
import { identityWelcome } from './identity-welcome';
import { mailTest } from './mail-test';
import type { TemplateRegistry } from './template';

/** Every message's template, by kind (domain/mail-kinds.ts). A kind without one cannot be delivered. */
export const MAIL_TEMPLATES: TemplateRegistry = {
  'mail.test': mailTest,
  'identity.welcome': identityWelcome,
  'identity.address-check': identityAddressCheck,
  'identity.password-reset': identityPasswordReset,
  'identity.email-changed': identityEmailChanged,
};
