import { baseApi } from '../../../api/baseApi';

/**
 * The admin console's part of the app's one RTK Query api, with its own cache tags: the three lists, and the
 * Overview computed from them, which every change to them makes stale.
 */
export const adminApi = baseApi.enhanceEndpoints({
  addTagTypes: ['AdminUser', 'AdminAssignment', 'AdminPayout', 'AdminOverview'],
});

export const USERS = { type: 'AdminUser', id: 'LIST' } as const;
export const ASSIGNMENTS = { type: 'AdminAssignment', id: 'LIST' } as const;
export const PAYOUTS = { type: 'AdminPayout', id: 'LIST' } as const;
export const OVERVIEW = 'AdminOverview' as const;
