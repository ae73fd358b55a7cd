import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiAccessErrors } from './api-errors';
import { HTTP_ERRORS } from './http-errors';

/** Every route needs a signed-in, active user unless it says otherwise (deny by default). */
export type AccessLevel = 'public' | 'member' | 'subscriber' | 'admin';

export const ACCESS_LEVEL = 'access-level';

export const Public = () => SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel);
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_LEVEL, 'admin' satisfies AccessLevel),
    ApiAccessErrors(HTTP_ERRORS.ADMIN_REQUIRED, HTTP_ERRORS.SECOND_FACTOR_REQUIRED),
  );

/**
 * The members-only pages' calls (D20: the resources, the writing tools, the tool checks, the premium courses): a
 * signed-in member with an active subscription, or an administrator; anyone else signed in gets 403
 * `SUBSCRIPTION_REQUIRED`, which the pages turn into the gate with Subscribe Now.
 */
export const SubscribersOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_LEVEL, 'subscriber' satisfies AccessLevel),
    ApiAccessErrors(HTTP_ERRORS.SUBSCRIPTION_REQUIRED),
  );
