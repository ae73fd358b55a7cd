import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { AuthenticateUser } from '../application/authenticate-user';
import { toUserView, type UserView } from '../domain/user';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly authenticateUser: AuthenticateUser) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, email: string, password: string): Promise<UserView> {
    return toUserView(await this.authenticateUser.execute(email, password, req.ip ?? 'unknown'));
  }
}
