import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { validateBody } from '../../../platform/http/validation';
import { AuthenticateUser } from '../application/authenticate-user';
import { Sessions } from '../application/sessions';
import { toUserView } from '../domain/user';
import { LoginDto } from '../http/login.dto';

/**
 * `POST /api/login`, before its handler: validates the body (guards run before pipes), checks the password
 * (`AuthenticateUser`: rate limits, one message for every wrong combination), then starts the session through
 * identity's one sign-in (`Sessions`), which regenerates the session id. Any refusal is the DomainError's
 * status; on success the handler answers with the signed-in user.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(
    private readonly authenticateUser: AuthenticateUser,
    private readonly sessions: Sessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const credentials = await validateBody(LoginDto, request.body);
    const user = await this.authenticateUser.execute(credentials.email, credentials.password, request.ip ?? 'unknown');
    await this.sessions.signIn(request, toUserView(user));
    return true;
  }
}
