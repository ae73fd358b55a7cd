import { baseApi } from '../../../api/baseApi';

/**
 * The admin console's part of the app's one RTK Query api, with its own cache tags: the three lists, and the
 * Overview computed from them, which every change to them makes stale.
 */
export const adminApi = baseApi.enhanceEndpoints({
  addTagTypes: ['AdminUser', 'AdminAssignment', 'AdminPayout', 'AdminOverview'],
});

/**
 * Admin screens ask again each time they open. The app's other data is fetched once (spec section 9), but
 * editors work in several browser tabs (each assignment opens in its own) and beside other editors, and a
 * list or Overview from an hour ago would lead them to act on work that has moved on. The cached answer
 * shows until the new one arrives.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

export const USERS = { type: 'AdminUser', id: 'LIST' } as const;
export const ASSIGNMENTS = { type: 'AdminAssignment', id: 'LIST' } as const;
export const PAYOUTS = { type: 'AdminPayout', id: 'LIST' } as const;
export const OVERVIEW = 'AdminOverview' as const;
