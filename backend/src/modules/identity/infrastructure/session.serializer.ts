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

  /**
   * passport keeps serializers on its process-wide singleton and only ever appends, then asks the first one.
   * Every Nest context registers this serializer (`main.js seed serve` builds the seed step's context, closes
   * it, then builds the server; tests build one app per file), so the first would belong to a closed context.
   * Starting from an empty list keeps exactly one: the newest context's.
   */
  override getPassportInstance() {
    const instance = super.getPassportInstance();
    const lists = instance as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    lists._serializers = [];
    lists._deserializers = [];
    return instance;
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
