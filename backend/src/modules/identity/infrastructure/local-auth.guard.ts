import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { validateBody } from '../../../platform/http/validation';
import type { PendingSignInRequest } from '../application/pending-sign-in';
import { SecondFactorSignIn, type SecondFactorChallenge } from '../application/second-factor-sign-in';
import type { UserView } from '../domain/user';
import { LoginDto } from '../http/login.dto';

/**
 * `POST /api/login`, before its handler: validates the body first (guards run before pipes, and passport-local
 * would answer a missing field with its own 400), lets passport authenticate with the `local` strategy
 * (LocalStrategy), then starts the session through identity's one sign-in (`Sessions`), which regenerates the
 * session id, or, for an account with a second factor, the second step (`SecondFactorSignIn`): then no one is signed
 * in yet, and the handler answers with the challenge left on the request. Any refusal is the DomainError's status
 * and message; on success the handler answers with the user.
 */
const CHALLENGE = Symbol('second factor challenge');
type ChallengedRequest = Request & { [CHALLENGE]?: SecondFactorChallenge };

/** The second step the guard started on this request, if the account has a second factor. */
export const challengeOf = (request: Request): SecondFactorChallenge | null =>
  (request as ChallengedRequest)[CHALLENGE] ?? null;

@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly signIn: SecondFactorSignIn) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // passport-local reads the validated, trimmed fields.
    request.body = await validateBody(LoginDto, request.body);
    await super.canActivate(context);
    const challenge = await this.signIn.afterPassword(
      request as unknown as PendingSignInRequest,
      request.user as UserView,
    );
    if (challenge) {
      delete request.user; // the password alone signs no one in
      (request as ChallengedRequest)[CHALLENGE] = challenge;
    }
    return true;
  }

  /** The strategy's refusal as it was thrown (AuthGuard's default would also turn a missing user into a 401). */
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException();
    return user;
  }
}
