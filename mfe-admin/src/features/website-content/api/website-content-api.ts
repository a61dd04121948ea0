import type { Page, WebsiteContent, WebsiteContentInput } from '@freight/domain';
import { baseApi } from '@freight/platform';
import { type ListArgs, listUrl, pageTags, toPage } from '../../../components/paged-list-query';

const LIST = { type: 'WebsiteContent', id: 'LIST' } as const;

export const websiteContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebsiteContent: build.query<Page<WebsiteContent>, ListArgs>({
      query: (args) => listUrl('api/admin/website-content', args),
      transformResponse: (items: WebsiteContent[], meta, args) => toPage(items, meta, args),
      providesTags: (page) => pageTags('WebsiteContent', page),
    }),
    createWebsiteContent: build.mutation<WebsiteContent, WebsiteContentInput>({
      query: (body) => ({ url: 'api/admin/website-content', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateWebsiteContent: build.mutation<WebsiteContent, { id: number } & WebsiteContentInput>({
      query: ({ id, ...body }) => ({ url: `api/admin/website-content/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_content, _error, { id }) => [{ type: 'WebsiteContent', id }],
    }),
  }),
});

export const { useGetWebsiteContentQuery, useCreateWebsiteContentMutation, useUpdateWebsiteContentMutation } = websiteContentApi;
