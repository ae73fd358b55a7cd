import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthenticateUser } from '../application/authenticate-user';
import { toUserView, type UserView } from '../domain/user';

/**
 * passport-local's `local` strategy, the e-mail as the user name. The check is identity's AuthenticateUser: the
 * per-address and per-account limits, one message for every wrong combination, a deactivated account refused.
 * Its refusals are DomainErrors, which passport hands to the login guard as errors, status and message intact.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly authenticateUser: AuthenticateUser) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, email: string, password: string): Promise<UserView> {
    return toUserView(await this.authenticateUser.execute(email, password, request.ip ?? 'unknown'));
  }
}
