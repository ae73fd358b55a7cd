import { Inject, Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/application/audit-log';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import {
  PASSKEYS_PER_ACCOUNT,
  toPasskeyView,
  type Passkey,
  type PasskeyView,
  type RelyingParty,
} from '../domain/passkey';
import {
  passkeyAlreadyAdded,
  passkeyLimitReached,
  passkeyNotFound,
  registrationFailed,
  tooManyPasskeyPrompts,
} from '../domain/passkey.errors';
import type { UserView } from '../domain/user';
import { PASSKEY_RELYING_PARTY, PASSKEY_REPOSITORY, WEB_AUTHN } from '../identity.tokens';
import { PasskeyChallenges } from './passkey-challenges';
import { PASSKEY_PROMPT_LIMIT } from './passkey-sign-in';
import { credentialRef, type PasskeyPrompt } from './passkeys';
import type { PasskeyRepository } from './ports/passkey.repository';
import type { WebAuthn } from './ports/web-authn';

type Change = 'added' | 'renamed' | 'removed';

/**
 * A member adds, renames and removes their own passkeys (D19). Each change is mailed to the member (security mail,
 * which cannot be switched off: a passkey added by someone else is a takeover) and written to the audit log with
 * who made it, in the change's unit of work.
 */
@Injectable()
export class PasskeyChanges {
  constructor(
    private readonly challenges: PasskeyChallenges,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLog,
    @Inject(PASSKEY_REPOSITORY) private readonly passkeys: PasskeyRepository,
    @Inject(WEB_AUTHN) private readonly webAuthn: WebAuthn,
    @Inject(PASSKEY_RELYING_PARTY) private readonly rp: RelyingParty,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async registrationOptions(user: UserView): Promise<PasskeyPrompt> {
    const { windowSeconds, perMember } = PASSKEY_PROMPT_LIMIT;
    const hit = await this.limiter.hit(`passkey:prompt:user:${user.id}`, windowSeconds);
    if (hit.count > perMember) throw tooManyPasskeyPrompts(hit.retryAfterSeconds);
    const existing = await this.passkeys.listOf(user.id);
    if (existing.length >= PASSKEYS_PER_ACCOUNT) throw passkeyLimitReached();
    const { options, challenge } = await this.webAuthn.registrationOptions(
      this.rp,
      { id: user.id, name: user.email, displayName: `${user.firstName} ${user.lastName}` },
      existing.map(credentialRef),
    );
    return { options, ceremony: await this.challenges.keep('registration', user.id, challenge) };
  }

  async register(user: UserView, response: unknown, ceremony: string | null, name: string): Promise<PasskeyView> {
    const { challenge } = await this.challenges.take('registration', ceremony, user.id);
    const credential = await this.webAuthn.verifyRegistration(this.rp, response, challenge);
    if (!credential) throw registrationFailed();
    return this.uow.run(async () => {
      if ((await this.passkeys.countOf(user.id)) >= PASSKEYS_PER_ACCOUNT) throw passkeyLimitReached();
      const passkey = await this.passkeys.insert({ userId: user.id, ...credential, name, createdAt: this.clock.now() });
      if (!passkey) throw passkeyAlreadyAdded();
      await this.report(user, 'added', passkey, null);
      return toPasskeyView(passkey);
    });
  }

  rename(user: UserView, id: number, name: string): Promise<PasskeyView> {
    return this.uow.run(async () => {
      const before = await this.passkeys.findOwned(id, user.id);
      if (!before) throw passkeyNotFound();
      if (before.name === name) return toPasskeyView(before);
      const after = await this.passkeys.rename(id, user.id, name);
      if (!after) throw passkeyNotFound();
      await this.report(user, 'renamed', after, before.name);
      return toPasskeyView(after);
    });
  }

  remove(user: UserView, id: number): Promise<void> {
    return this.uow.run(async () => {
      const passkey = await this.passkeys.findOwned(id, user.id);
      if (!passkey || !(await this.passkeys.remove(id, user.id))) throw passkeyNotFound();
      await this.report(user, 'removed', passkey, null);
    });
  }

  private async report(user: UserView, change: Change, passkey: Passkey, previousName: string | null) {
    const at = this.clock.now();
    await this.audit.record({
      actorId: user.id,
      action: `user.passkey_${change}`,
      entityType: 'user',
      entityId: String(user.id),
      before: change === 'added' ? null : { passkeyId: passkey.id, name: previousName ?? passkey.name },
      after: change === 'removed' ? null : { passkeyId: passkey.id, name: passkey.name },
    });
    await this.outbox.queue({
      kind: 'identity.passkey-changed',
      to: { userId: user.id },
      data: { change, name: passkey.name, ...(previousName !== null && { previousName }) },
      eventKey: `identity.passkey-changed:${change}:${passkey.id}:${at.getTime()}`,
    });
  }
}
