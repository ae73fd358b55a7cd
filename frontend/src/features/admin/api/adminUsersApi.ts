import type { ApiBody, ApiQuery, ApiSchema } from '../../../api/contract';
import type { Paging } from '../list/usePagedListArgs';
import { adminApi, ASSIGNMENTS, OVERVIEW, PAYOUTS, USERS } from './adminApi';

/** One row of the Users tab and of the assignee picker: the account and its application's status. */
export type AdminUser = ApiSchema<'AdminUserRow'>;
/** `/admin/user/{id}`: the user, and whether the payment provider owns their subscription fields (D10). */
export type AdminUserDetails = ApiSchema<'AdminUserDetails'>;
export type AdminUsersPage = ApiSchema<'AdminUsersPage'>;
/** `/admin/user/{id}` beside the form: the member's application, quiz, subscription, work and earnings. */
export type AdminMemberRecord = ApiSchema<'AdminMemberRecord'>;
export type SubscriptionTier = NonNullable<AdminUser['subscriptionTier']>;
export type SubscriptionStatus = AdminUser['subscriptionStatus'];
/** `assignable: 'true'` is the assignee picker's list: members who may take work now (D2 step 6). */
export type UsersQuery = ApiQuery<'/api/admin/users', 'get'> & Paging;
/** Any of the fields; the list's toggle sends only `isActive` (spec section 7). */
export type UserEdit = ApiBody<'/api/admin/users/{id}', 'patch'>;

const userTag = (id: number) => ({ type: 'AdminUser' as const, id });

export const adminUsersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUsersPage, UsersQuery>({
      query: (params) => ({ url: '/api/admin/users', params }),
      providesTags: (result) => [USERS, ...(result?.items ?? []).map((user) => userTag(user.id))],
    }),
    getAdminUser: build.query<AdminUserDetails, number>({
      query: (id) => `/api/admin/users/${id}`,
      providesTags: (_result, _error, id) => [userTag(id)],
    }),
    // Tagged as the user, so an edit to the member shows on their record at once.
    getAdminMemberRecord: build.query<AdminMemberRecord, number>({
      query: (id) => `/api/admin/users/${id}/record`,
      providesTags: (_result, _error, id) => [userTag(id), ASSIGNMENTS, PAYOUTS],
    }),
    // Refreshed on failure too: a 404 or 409 can mean another editor changed the user meanwhile.
    editUser: build.mutation<AdminUserDetails, { id: number; edit: UserEdit }>({
      query: ({ id, edit }) => ({ url: `/api/admin/users/${id}`, method: 'PATCH', body: edit }),
      invalidatesTags: (_result, _error, { id }) => [userTag(id), USERS, OVERVIEW],
    }),
    // The member's open work returns to `available` and their payouts read 'Unknown User'.
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `/api/admin/users/${id}`, method: 'DELETE' }),
      invalidatesTags: [USERS, ASSIGNMENTS, PAYOUTS, OVERVIEW],
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useGetAdminUserQuery,
  useGetAdminMemberRecordQuery,
  useEditUserMutation,
  useDeleteUserMutation,
} = adminUsersApi;
