import { Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { validateBody } from '../../../platform/http/validation';
import { Sessions } from '../application/sessions';
import type { UserView } from '../domain/user';
import { LoginDto } from '../http/login.dto';

/**
 * `POST /api/login`, before its handler: validates the body first (guards run before pipes, and passport-local
 * would answer a missing field with its own 400), lets passport authenticate with the `local` strategy
 * (LocalStrategy), then starts the session through identity's one sign-in (`Sessions`), which regenerates the
 * session id. Any refusal is the DomainError's status and message; on success the handler answers with the user.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly sessions: Sessions) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // passport-local reads the validated, trimmed fields.
    request.body = await validateBody(LoginDto, request.body);
    await super.canActivate(context);
    await this.sessions.signIn(request, request.user as UserView);
    return true;
  }

  /** The strategy's refusal as it was thrown (AuthGuard's default would also turn a missing user into a 401). */
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException();
    return user;
  }
}
