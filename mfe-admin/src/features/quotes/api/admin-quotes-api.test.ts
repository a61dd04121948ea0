import { waitFor } from '@testing-library/react';
import { createStore } from '@freight/platform';
import { mockApi, type MockApi } from '@freight/platform/testing';
import { makeQuote } from '../../../testing/fixtures';
import { adminQuotesApi } from './admin-quotes-api';

describe('admin quotes cache', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('asks again for a saved quote opened on its own and for the lists it may move between', async () => {
    api = mockApi({
      'GET /api/admin/quotes/41': { body: makeQuote() },
      'GET /api/quotes': { body: [makeQuote({ id: 40 })], headers: { 'X-Total-Count': '1' } },
      'PATCH /api/admin/quotes/41': { body: makeQuote({ status: 'approved' }) },
    });
    const store = createStore();
    await store.dispatch(adminQuotesApi.endpoints.getAdminQuote.initiate(41));
    await store.dispatch(adminQuotesApi.endpoints.getAdminQuotes.initiate({ limit: 20, offset: 0, status: 'pending' }));
    await store.dispatch(adminQuotesApi.endpoints.updateAdminQuote.initiate({ id: 41, status: 'approved' }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/quotes/41')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET /api/quotes')).toHaveLength(2));
  });
});
