import type { Page } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { type ListArgs, listUrl, pageTags, toPage } from '../../../components/paged-list-query';
import type { FieldValue } from '../../../components/record-field';
import type { AdminRecord, AdminRecordKind, RecordTag } from '../types/admin-record-kind';

/** Which kind a call is about, as plain data: it is part of a query's cache key. */
export interface RecordResource {
  path: string;
  tag: RecordTag;
  counted: boolean;
}

export type RecordValues = Record<string, FieldValue>;

const resourceOf = ({ path, tag, counted }: RecordResource): RecordResource => ({ path, tag, counted });
const url = ({ path }: RecordResource, id?: number) => `api${path}${id === undefined ? '' : `/${id}`}`;
const listTag = ({ tag }: RecordResource) => ({ type: tag, id: 'LIST' as const });
/** The overview counts a kind's records (total and active), so each change of one refreshes it. */
const stats = ({ counted }: RecordResource) => (counted ? (['Stats'] as const) : []);

/**
 * The four calls of every admin record kind, written once: a list page provides the kind's LIST tag
 * and one tag per row; a change invalidates exactly what it changes.
 */
export const adminRecordsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminRecords: build.query<Page<AdminRecord>, ListArgs & { resource: RecordResource }>({
      query: ({ resource, ...page }) => listUrl(url(resource), page),
      transformResponse: (items: AdminRecord[], meta, { resource: _resource, ...page }) => toPage(items, meta, page),
      providesTags: (page, _error, { resource }) => pageTags(resource.tag, page),
    }),
    createAdminRecord: build.mutation<AdminRecord, { resource: RecordResource; values: RecordValues }>({
      query: ({ resource, values }) => ({ url: url(resource), method: 'POST', body: values }),
      invalidatesTags: (_record, _error, { resource }) => [listTag(resource), ...stats(resource)],
    }),
    updateAdminRecord: build.mutation<AdminRecord, { resource: RecordResource; id: number; values: RecordValues }>({
      query: ({ resource, id, values }) => ({ url: url(resource, id), method: 'PATCH', body: values }),
      // Its row wherever it is shown; no list gains or loses a row.
      invalidatesTags: (_record, _error, { resource, id }) => [{ type: resource.tag, id }, ...stats(resource)],
    }),
    deleteAdminRecord: build.mutation<void, { resource: RecordResource; id: number }>({
      query: ({ resource, id }) => ({ url: url(resource, id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { resource, id }) => [listTag(resource), { type: resource.tag, id }, ...stats(resource)],
    }),
  }),
});

const { useGetAdminRecordsQuery, useCreateAdminRecordMutation, useUpdateAdminRecordMutation, useDeleteAdminRecordMutation } = adminRecordsApi;

/** A page of the kind's list, typed as the kind's records (what its path answers). */
export function useAdminRecordPage<Item extends AdminRecord, Input>(kind: AdminRecordKind<Item, Input>, page: ListArgs) {
  const result = useGetAdminRecordsQuery({ resource: resourceOf(kind), ...page });
  return { ...result, data: result.data as Page<Item> | undefined };
}

/** The kind's changes, each resolving once the server has stored it (and rejecting with its refusal). */
export function useAdminRecordChanges(kind: RecordResource) {
  const resource = resourceOf(kind);
  const [create] = useCreateAdminRecordMutation();
  const [update] = useUpdateAdminRecordMutation();
  const [remove] = useDeleteAdminRecordMutation();
  return {
    create: (values: RecordValues) => create({ resource, values }).unwrap(),
    update: (id: number, values: RecordValues) => update({ resource, id, values }).unwrap(),
    remove: (id: number) => remove({ resource, id }).unwrap(),
  };
}
