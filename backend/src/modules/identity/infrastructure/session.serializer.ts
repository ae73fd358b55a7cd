import { Inject, Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { UserRepository } from '../application/ports/user.repository';
import { toUserView, type UserView } from '../domain/user';
import { USER_REPOSITORY } from '../identity.tokens';

type Done<T> = (error: unknown, value?: T | false) => void;

/** The session holds only the user id; the user is reloaded per request so deactivation bites at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {
    super();
  }

  serializeUser(user: UserView, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: Done<UserView>): void {
    this.users.findById(Number(id)).then(
      (user) => done(null, user?.isActive ? toUserView(user) : false),
      (error) => done(error),
    );
  }
}
