import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { secondStepExpired, twoFactorCodeInvalid } from '../domain/identity.errors';
import type { SecondFactorMethod } from '../domain/two-factor';
import { toUserView, type User, type UserView } from '../domain/user';
import { USER_REPOSITORY } from '../identity.tokens';
import { throttleKey } from './authenticator-app';
import { LoginThrottle } from './login-throttle';
import { Passkeys, type PasskeyPrompt } from './passkeys';
import {
  beginPendingSignIn,
  completeSignIn,
  failedAttempt,
  pendingUserOf,
  type PendingSignInRequest,
} from './pending-sign-in';
import type { UserRepository } from './ports/user.repository';
import { SecondFactors } from './second-factors';
import { Sessions } from './sessions';
import { TwoFactorChanges } from './two-factor-changes';
import { TwoFactorCodes } from './two-factor-codes';

/** What `POST /api/login` answers when the password was right and a second factor must follow. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  methods: SecondFactorMethod[];
}

/**
 * Sign-in with a second factor (D19). After a right password, an account with a factor is not signed in: the
 * session waits for the second step (pending-sign-in.ts), for five minutes and five wrong codes at most, and every
 * attempt counts against the sign-in limits under the second factor's own keys (LoginThrottle). A right code, or an
 * unused recovery code (mailed about and audited, in one unit of work), completes the sign-in.
 */
@Injectable()
export class SecondFactorSignIn {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly factors: SecondFactors,
    private readonly codes: TwoFactorCodes,
    private readonly changes: TwoFactorChanges,
    private readonly throttle: LoginThrottle,
    private readonly sessions: Sessions,
    private readonly passkeys: Passkeys,
  ) {}

  /** After the password: signs in at once, or starts the second step and answers which factors it takes. */
  async afterPassword(request: PendingSignInRequest, user: UserView): Promise<SecondFactorChallenge | null> {
    const methods = await this.factors.methodsOf(user.id);
    if (methods.length === 0) {
      await this.sessions.signIn(request, user);
      return null;
    }
    await beginPendingSignIn(request, user.id, this.clock.now());
    return { secondFactorRequired: true, methods };
  }

  async complete(
    request: PendingSignInRequest,
    answer: { code?: string; recoveryCode?: string },
    clientAddress: string,
  ): Promise<UserView> {
    const userId = pendingUserOf(request, this.clock.now());
    await this.throttle.admit(throttleKey(userId), clientAddress);
    const user = await this.users.findById(userId);
    if (!user?.isActive) {
      delete request.session.pendingSignIn;
      throw secondStepExpired();
    }
    const byRecoveryCode = answer.code === undefined;
    const accepted = byRecoveryCode
      ? await this.uow.run(async () => {
          if (!(await this.codes.useRecoveryCode(userId, answer.recoveryCode ?? ''))) return false;
          await this.changes.report(userId, 'recovery-code-used', userId);
          return true;
        })
      : await this.codes.useTotp(userId, answer.code!);
    if (!accepted) {
      failedAttempt(request);
      throw twoFactorCodeInvalid(byRecoveryCode ? 'recovery code' : 'code');
    }
    return this.finish(request, user, clientAddress);
  }

  /** A passkey as the second step: the browser's prompt offers only the waiting account's passkeys. */
  async passkeyOptions(request: PendingSignInRequest, clientAddress: string): Promise<PasskeyPrompt> {
    const userId = pendingUserOf(request, this.clock.now());
    await this.throttle.admit(throttleKey(userId), clientAddress);
    return this.passkeys.authenticationOptions(userId);
  }

  /**
   * The passkey's answer, checked against the waiting account (another account's passkey is refused); a refusal
   * counts as a wrong code does. After a password, the passkey is the second factor: no user verification needed.
   */
  async completeWithPasskey(
    request: PendingSignInRequest,
    response: unknown,
    ceremony: string | null,
    clientAddress: string,
  ): Promise<UserView> {
    const userId = pendingUserOf(request, this.clock.now());
    await this.throttle.admit(throttleKey(userId), clientAddress);
    const user = await this.users.findById(userId);
    if (!user?.isActive) {
      delete request.session.pendingSignIn;
      throw secondStepExpired();
    }
    try {
      await this.passkeys.verifyAuthentication(response, ceremony, userId);
    } catch (error) {
      failedAttempt(request);
      throw error;
    }
    return this.finish(request, user, clientAddress);
  }

  private async finish(request: PendingSignInRequest, user: User, clientAddress: string): Promise<UserView> {
    await this.throttle.succeeded(throttleKey(user.id), clientAddress);
    const view = toUserView(user);
    await completeSignIn(request, view, this.sessions);
    return view;
  }
}
