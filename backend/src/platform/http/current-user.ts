import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { UserView } from '../../modules/identity/domain/user';

const sessionUser = (context: ExecutionContext): UserView | null =>
  (context.switchToHttp().getRequest<Request>().user as UserView | undefined) ?? null;

/**
 * The signed-in user, as identity's session serializer loaded it. The global AccessGuard has already
 * refused visitors on every route that is not `@Public()`; should one still arrive here, it is a 401.
 */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): UserView => {
  const user = sessionUser(context);
  if (!user) throw new UnauthorizedException('Unauthorized');
  return user;
});

/** On a `@Public()` route: the signed-in user, or null for a visitor. */
export const OptionalUser = createParamDecorator((_: unknown, context: ExecutionContext): UserView | null =>
  sessionUser(context),
);
