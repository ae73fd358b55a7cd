import type { Provider } from '@nestjs/common';
import { PasskeyChallenges } from './application/passkey-challenges';
import { PasskeyChanges } from './application/passkey-changes';
import { PasskeySignIn } from './application/passkey-sign-in';
import { Passkeys } from './application/passkeys';
import { PasskeyCeremonyCookie } from './http/passkey-ceremony-cookie';
import { PASSKEY_CHALLENGE_REPOSITORY, PASSKEY_REPOSITORY, WEB_AUTHN } from './identity.tokens';
import {
  MikroOrmPasskeyChallengeRepository,
  MikroOrmPasskeyRepository,
} from './infrastructure/mikro-orm-passkey.repository';
import { SimpleWebAuthn } from './infrastructure/simple-web-authn';

export { PasskeysController } from './http/passkeys.controller';
export { PasskeyChallengeSchema, PasskeySchema } from './infrastructure/passkey.schema';

/** Passkeys' part of identity (D19), listed here so that identity.module.ts gains a line, not a screen. */
export const PASSKEY_PROVIDERS: Provider[] = [
  { provide: PASSKEY_REPOSITORY, useClass: MikroOrmPasskeyRepository },
  { provide: PASSKEY_CHALLENGE_REPOSITORY, useClass: MikroOrmPasskeyChallengeRepository },
  { provide: WEB_AUTHN, useClass: SimpleWebAuthn },
  PasskeyChallenges,
  Passkeys,
  PasskeyChanges,
  PasskeySignIn,
  PasskeyCeremonyCookie,
];
