import { SetMetadata } from '@nestjs/common';

/** Every route needs a signed-in, active user unless it says otherwise (deny by default). */
export type AccessLevel = 'public' | 'member' | 'admin';

export const ACCESS_LEVEL = 'access-level';

export const Public = () => SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel);
export const AdminOnly = () => SetMetadata(ACCESS_LEVEL, 'admin' satisfies AccessLevel);
