import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SignedInUser } from '../../shared/domain/signed-in-user';

const sessionUser = (context: ExecutionContext): SignedInUser | null =>
  (context.switchToHttp().getRequest<Request>().user as SignedInUser | undefined) ?? null;

/**
 * The signed-in user, as identity's session serializer loaded it: controllers declare the parameter as identity's
 * `UserView`, which is what the request holds; the platform knows only the `SignedInUser` part. The global
 * AccessGuard has already refused visitors on every route that is not `@Public()`; should one still arrive here,
 * it is a 401.
 */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SignedInUser => {
  const user = sessionUser(context);
  if (!user) throw new UnauthorizedException('Unauthorized');
  return user;
});

/** On a `@Public()` route: the signed-in user, or null for a visitor. */
export const OptionalUser = createParamDecorator((_: unknown, context: ExecutionContext): SignedInUser | null =>
  sessionUser(context),
);
