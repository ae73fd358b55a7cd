import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiAccessErrors } from './api-errors';
import { HTTP_ERRORS } from './http-errors';

/** Every route needs a signed-in, active user unless it says otherwise (deny by default). */
export type AccessLevel = 'public' | 'member' | 'admin';

export const ACCESS_LEVEL = 'access-level';

export const Public = () => SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel);
export const AdminOnly = () =>
  applyDecorators(
    SetMetadata(ACCESS_LEVEL, 'admin' satisfies AccessLevel),
    ApiAccessErrors(HTTP_ERRORS.ADMIN_REQUIRED, HTTP_ERRORS.SECOND_FACTOR_REQUIRED),
  );
