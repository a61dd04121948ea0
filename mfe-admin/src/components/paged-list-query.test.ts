import type { Page } from '@freight/domain';
import { baseApi, createStore } from '@freight/platform';
import { mockApi, type MockApi, type MockRequest } from '@freight/platform/testing';
import { keysetListQuery, type ListArgs } from './paged-list-query';

const thingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThings: build.query<Page<{ id: number }>, ListArgs>({ queryFn: keysetListQuery<{ id: number }>('api/things') }),
  }),
});

/** Newest first, as the API lists: ids 30, 29, 28, … */
const answer = ({ url }: MockRequest) => {
  const params = new URL(url, 'http://x').searchParams;
  const from = params.has('after') ? Number(params.get('after')) - 1 : 30 - Number(params.get('offset'));
  const items = Array.from({ length: Number(params.get('limit')) }, (_, i) => ({ id: from - i }));
  return { body: items, headers: { 'X-Total-Count': '30' } };
};

describe('keyset paging of the admin lists', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const asked = () => api.callsTo('GET /api/things').map(({ url }) => Object.fromEntries(new URL(url, 'http://x').searchParams));

  it("asks for the page after the one before it by that page's last row, and says where the page is in the list", async () => {
    api = mockApi({ 'GET /api/things': answer });
    const store = createStore();
    await store.dispatch(thingsApi.endpoints.getThings.initiate({ limit: 2, offset: 0 }));
    const { data } = await store.dispatch(thingsApi.endpoints.getThings.initiate({ limit: 2, offset: 2 }));
    expect(asked()).toEqual([
      { limit: '2', offset: '0' },
      { limit: '2', offset: '2', after: '29' },
    ]);
    expect(data).toEqual({ items: [{ id: 28 }, { id: 27 }], total: 30, limit: 2, offset: 2 });
  });

  it('asks by offset alone when the page before is not in the cache, or belongs to another search', async () => {
    api = mockApi({ 'GET /api/things': answer });
    const store = createStore();
    await store.dispatch(thingsApi.endpoints.getThings.initiate({ limit: 2, offset: 0 }));
    await store.dispatch(thingsApi.endpoints.getThings.initiate({ limit: 2, offset: 4 }));
    await store.dispatch(thingsApi.endpoints.getThings.initiate({ limit: 2, offset: 2, search: 'acme' }));
    expect(asked().map((params) => params.after)).toEqual([undefined, undefined, undefined]);
  });

  it('asks by offset when the page before came back short (the list changed under it)', async () => {
    api = mockApi({ 'GET /api/things': { body: [{ id: 30 }], headers: { 'X-Total-Count': '3' } } });
    const store = createStore();
    await store.dispatch(thingsApi.endpoints.getThings.initiate({ limit: 2, offset: 0 }));
    await store.dispatch(thingsApi.endpoints.getThings.initiate({ limit: 2, offset: 2 }));
    expect(asked()[1]).toEqual({ limit: '2', offset: '2' });
  });
});
