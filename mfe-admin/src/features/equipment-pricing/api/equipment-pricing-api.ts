import type { EquipmentPricing, EquipmentPricingInput, Page } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { type ListArgs, listUrl, pageTags, toPage } from '../../../components/paged-list-query';

const LIST = { type: 'EquipmentPricing', id: 'LIST' } as const;

export const equipmentPricingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEquipmentPricing: build.query<Page<EquipmentPricing>, ListArgs>({
      query: (args) => listUrl('api/admin/equipment-pricing', args),
      transformResponse: (items: EquipmentPricing[], meta, args) => toPage(items, meta, args),
      providesTags: (page) => pageTags('EquipmentPricing', page),
    }),
    createEquipmentPricing: build.mutation<EquipmentPricing, EquipmentPricingInput>({
      query: (body) => ({ url: 'api/admin/equipment-pricing', method: 'POST', body }),
      invalidatesTags: [LIST, 'Stats'],
    }),
    updateEquipmentPricing: build.mutation<EquipmentPricing, { id: number } & EquipmentPricingInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/equipment-pricing/${id}`, method: 'PATCH', body }),
      // Its row wherever it is shown, and the active count; no list gains or loses a row.
      invalidatesTags: (_pricing, _error, { id }) => [{ type: 'EquipmentPricing', id }, 'Stats'],
    }),
    deleteEquipmentPricing: build.mutation<void, number>({
      query: (id) => ({ url: `api/admin/equipment-pricing/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'EquipmentPricing', id }, 'Stats'],
    }),
  }),
});

export const {
  useGetEquipmentPricingQuery,
  useCreateEquipmentPricingMutation,
  useUpdateEquipmentPricingMutation,
  useDeleteEquipmentPricingMutation,
} = equipmentPricingApi;
