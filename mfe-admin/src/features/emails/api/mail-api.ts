import type { DemoMailbox, MailMessageSummary, Page } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { toPage } from '../../../components/paged-list-query';

const FAILED_PAGE = { limit: 50, offset: 0 };

export const mailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFailedMail: build.query<Page<MailMessageSummary>, void>({
      query: () => `api/admin/mail?status=failed&limit=${FAILED_PAGE.limit}`,
      transformResponse: (items: MailMessageSummary[], meta) => toPage(items, meta, FAILED_PAGE),
      providesTags: ['Mail'],
    }),
    retryMail: build.mutation<MailMessageSummary, string>({
      query: (id) => ({ url: `api/admin/mail/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Mail', 'Stats'],
    }),
    getDemoMailbox: build.query<DemoMailbox, void>({
      query: () => 'api/admin/demo-mail',
      providesTags: ['Mail'],
    }),
  }),
});

export const { useGetFailedMailQuery, useRetryMailMutation, useGetDemoMailboxQuery } = mailApi;
