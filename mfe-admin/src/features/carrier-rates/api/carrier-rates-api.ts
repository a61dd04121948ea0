import type { CarrierRate, CarrierRateInput, Page } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { type ListArgs, listUrl, pageTags, toPage } from '../../../components/paged-list-query';

const LIST = { type: 'CarrierRate', id: 'LIST' } as const;

export const carrierRatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCarrierRates: build.query<Page<CarrierRate>, ListArgs>({
      query: (args) => listUrl('api/admin/carrier-rates', args),
      transformResponse: (items: CarrierRate[], meta, args) => toPage(items, meta, args),
      providesTags: (page) => pageTags('CarrierRate', page),
    }),
    createCarrierRate: build.mutation<CarrierRate, CarrierRateInput>({
      query: (body) => ({ url: 'api/admin/carrier-rates', method: 'POST', body }),
      invalidatesTags: [LIST, 'Stats'],
    }),
    updateCarrierRate: build.mutation<CarrierRate, { id: number } & CarrierRateInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/carrier-rates/${id}`, method: 'PATCH', body }),
      // Its row wherever it is shown, and the active count; no list gains or loses a row.
      invalidatesTags: (_rate, _error, { id }) => [{ type: 'CarrierRate', id }, 'Stats'],
    }),
    deleteCarrierRate: build.mutation<void, number>({
      query: (id) => ({ url: `api/admin/carrier-rates/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'CarrierRate', id }, 'Stats'],
    }),
  }),
});

export const { useGetCarrierRatesQuery, useCreateCarrierRateMutation, useUpdateCarrierRateMutation, useDeleteCarrierRateMutation } =
  carrierRatesApi;
