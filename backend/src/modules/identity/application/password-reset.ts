import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AuditLog } from '../../audit/application/audit-log';
import { MailOutbox } from '../../mail/application/mail-outbox';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { RATE_LIMITER, type RateLimiter } from '../../../platform/security/rate-limiter';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { COMMON_ERRORS, DomainError } from '../../../shared/domain/domain-error';
import { assertAcceptablePassword } from '../domain/account-rules';
import { tooManyResetRequests } from '../domain/identity.errors';
import { normalizeEmail, toUserView, type UserView } from '../domain/user';
import { PASSWORD_HASHER, USER_REPOSITORY } from '../identity.tokens';
import { AccountLinks } from './account-links';
import type { PasswordHasher } from './ports/password-hasher';
import type { UserRepository } from './ports/user.repository';
import { Sessions } from './sessions';

/** Forgot-password limits (docs/security.md, "Mailed links"). */
export const RESET_LIMITS = {
  windowSeconds: 60 * 60,
  /** Requests for one address, from anywhere: a member needs one or two; more only fill their inbox. */
  requestsPerEmail: 5,
  /** Requests from one client address, whatever the e-mail: enough for a shared office, not for a sweep. */
  requestsPerClient: 20,
} as const;

/** The job that looks the address up and mails the link, after the request has answered. */
export const SEND_PASSWORD_RESET = 'identity.send-password-reset';

/** The answer to every accepted request, whether or not the address has an account (D19). */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for 60 minutes.';

/**
 * Forgot password (D19). A request does the same work whatever the address: it counts against the limits and queues
 * one job, so neither its answer nor its time tells whether the address has an account. The job, run by the job
 * queue, looks the address up and, only for an active account, stores a link and queues its mail in one unit of work.
 * The reset checks the link, sets the password, voids the account's other reset links, confirms the address (the
 * mail reached it), ends every session of the account and records the change, in one unit of work; the controller
 * then signs the member in.
 */
@Injectable()
export class PasswordReset implements OnModuleInit {
  constructor(
    private readonly links: AccountLinks,
    private readonly outbox: MailOutbox,
    private readonly sessions: Sessions,
    private readonly audit: AuditLog,
    private readonly jobs: JobQueue,
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.define(SEND_PASSWORD_RESET, (payload) => this.send(emailOf(payload)));
  }

  async request(email: string, clientAddress: string): Promise<{ message: string }> {
    const address = normalizeEmail(email);
    const { windowSeconds } = RESET_LIMITS;
    const client = await this.limiter.hit(`reset:client:${clientAddress}`, windowSeconds);
    if (client.count > RESET_LIMITS.requestsPerClient) throw tooManyResetRequests(client.retryAfterSeconds);
    const perEmail = await this.limiter.hit(`reset:email:${address}`, windowSeconds);
    if (perEmail.count > RESET_LIMITS.requestsPerEmail) throw tooManyResetRequests(perEmail.retryAfterSeconds);
    await this.jobs.add(SEND_PASSWORD_RESET, { email: address }, { maxAttempts: 3 });
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /** The job: the link and its mail, for an active account only (an address the outbox cannot write to is skipped). */
  async send(email: string): Promise<void> {
    await this.uow.run(async () => {
      const user = await this.users.findByEmail(email);
      if (!user?.isActive) return;
      const link = await this.links.issue(user, 'reset-password');
      await this.outbox.queue({
        kind: 'identity.password-reset',
        to: { userId: user.id },
        data: { resetPath: link.path, validMinutes: 60 },
        eventKey: `identity.password-reset:${link.id}`,
      });
    });
  }

  /** Whether the reset page's link still works, without using it (the page says so before asking for a password). */
  async check(token: unknown, signedInId: number | null): Promise<{ email: string }> {
    const link = await this.links.find('reset-password', token);
    const account = await this.users.findById(link.userId);
    this.links.assertFor(link, account, signedInId);
    return { email: link.email };
  }

  async reset(input: { token: unknown; password: string; confirmPassword: string }, signedInId: number | null) {
    const link = await this.links.find('reset-password', input.token);
    assertAcceptablePassword(input.password);
    if (input.password !== input.confirmPassword)
      throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, "Passwords don't match");
    const passwordHash = await this.hasher.hash(input.password);
    return this.uow.run(async (): Promise<UserView> => {
      const account = await this.users.findForUpdate(link.userId);
      this.links.assertFor(link, account, signedInId);
      await this.links.use(link);
      await this.links.voidOthers(account.id, 'reset-password');
      // As a password change does: a pending change of address asked for with the old password is withdrawn.
      await this.links.voidOthers(account.id, 'change-email');
      const now = this.clock.now();
      const updated = await this.users.update(account.id, {
        passwordHash,
        ...(account.emailConfirmedAt ? {} : { emailConfirmedAt: now }),
      });
      const sessionsEnded = await this.sessions.endAllOf(account.id);
      await this.audit.record({
        actorId: account.id,
        action: 'user.reset_password',
        entityType: 'user',
        entityId: String(account.id),
        before: null,
        after: { via: 'mailed link', sessionsEnded },
      });
      return toUserView(updated!);
    });
  }
}

function emailOf(payload: unknown): string {
  const email = (payload as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') throw new Error('identity.send-password-reset: payload.email must be a string');
  return email;
}
