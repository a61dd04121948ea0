import type { CalculatorDistance, LaneAnswer } from '@freight/domain';
import { baseApi } from '@freight/platform';

export interface LaneQuery {
  originZip: string;
  destinationZip: string;
  serviceType: string;
}

/** GET /api/lanes: the lane's miles and transit time, computed on the server (the ZIP data stays there). */
export const lanesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLane: build.query<LaneAnswer, LaneQuery>({
      query: ({ originZip, destinationZip, serviceType }) => ({ url: 'api/lanes', params: { originZip, destinationZip, serviceType } }),
    }),
    /** How the calculator measures distance (staff's setting; the specification's ZIP difference by default). */
    getCalculatorSettings: build.query<{ calculatorDistance: CalculatorDistance }, void>({
      query: () => 'api/calculator-settings',
    }),
  }),
});

export const { useGetLaneQuery, useLazyGetLaneQuery, useGetCalculatorSettingsQuery } = lanesApi;
