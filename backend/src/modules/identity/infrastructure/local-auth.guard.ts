import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { validateBody } from '../../../platform/http/validation';
import { LoginDto } from '../http/login.dto';

/**
 * Validates the body first (guards run before pipes, and passport would answer a malformed body
 * with a bare 401), then authenticates and starts the session; passport regenerates the session id.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await validateBody(LoginDto, request.body);
    const authenticated = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    request.session.authenticatedAt = Date.now();
    return authenticated;
  }
}
