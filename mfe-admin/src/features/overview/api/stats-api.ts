import type { AdminStats } from '@freight/domain';
import { baseApi } from '@freight/platform';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => 'api/admin/stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = statsApi;
