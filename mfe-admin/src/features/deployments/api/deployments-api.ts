import type { DeploymentStatus } from '@freight/domain';
import { baseApi } from '@freight/platform';

export const deploymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDeployments: build.query<DeploymentStatus, void>({
      query: () => 'api/admin/deployments',
      providesTags: ['Deployment'],
    }),
  }),
});

export const { useGetDeploymentsQuery } = deploymentsApi;
