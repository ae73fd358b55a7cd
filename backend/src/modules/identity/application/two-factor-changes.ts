import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../audit/application/audit-log';
import { MailOutbox } from '../../mail/application/mail-outbox';
import type { TwoFactorChange } from '../domain/two-factor';

const ACTIONS: Record<TwoFactorChange, string> = {
  enabled: 'user.two_factor_enabled',
  disabled: 'user.two_factor_disabled',
  'recovery-codes-regenerated': 'user.recovery_codes_regenerated',
  'recovery-code-used': 'user.recovery_code_used',
};

/**
 * Every change to a member's second factors is written to the audit log, with who made it, and mailed to the member
 * (a security mail, always sent): in the caller's unit of work, so the change, its entry and its mail commit together.
 */
@Injectable()
export class TwoFactorChanges {
  constructor(
    private readonly audit: AuditLog,
    private readonly outbox: MailOutbox,
  ) {}

  async report(userId: number, change: TwoFactorChange, actorId: number, details: Record<string, unknown> = {}) {
    const entry = await this.audit.record({
      actorId,
      action: ACTIONS[change],
      entityType: 'user',
      entityId: String(userId),
      before: null,
      after: { method: 'totp', ...details },
    });
    await this.outbox.queue({
      kind: 'identity.two-factor-changed',
      to: { userId },
      data: { change, ...details },
      eventKey: `identity.two-factor-changed:${entry.id}`,
    });
  }
}
