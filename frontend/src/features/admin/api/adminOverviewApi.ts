import type { ApiSchema } from '../../../api/contract';
import { adminApi, OVERVIEW } from './adminApi';

/** `GET /api/admin/overview` (D10): the figures an editor needs each morning, computed on the server. */
export type AdminOverview = ApiSchema<'AdminOverview'>;
export type WeeklyActivity = AdminOverview['weekly'][number];

export const adminOverviewApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<AdminOverview, void>({
      query: () => '/api/admin/overview',
      providesTags: [OVERVIEW],
    }),
  }),
});

export const { useGetAdminOverviewQuery } = adminOverviewApi;
