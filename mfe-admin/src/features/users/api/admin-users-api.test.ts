import { waitFor } from '@testing-library/react';
import { createStore } from '@freight/platform';
import { mockApi, type MockApi, type MockRequest } from '@freight/platform/testing';
import { makeUser } from '../../../testing/fixtures';
import { adminUsersApi } from './admin-users-api';

const FIRST_PAGE = { limit: 2, offset: 0 };
const SECOND_PAGE = { limit: 2, offset: 2 };
const PAGES = { 0: [makeUser({ id: 1 }), makeUser({ id: 2 })], 2: [makeUser({ id: 3 }), makeUser({ id: 4 })] };

const pageOf = ({ url }: MockRequest) => PAGES[Number(new URL(url, 'http://x').searchParams.get('offset')) as 0 | 2];
const asked = (api: MockApi, offset: number) => api.callsTo('GET /api/admin/users').filter(({ url }) => url.includes(`offset=${offset}`)).length;

describe('admin users cache', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  async function twoPagesShown() {
    api = mockApi({
      'GET /api/admin/users': (request) => ({ body: pageOf(request), headers: { 'X-Total-Count': '4' } }),
      'GET /api/admin/stats': { body: {} },
      'PATCH /api/admin/users/1': { body: makeUser({ id: 1, isActive: false }) },
      'DELETE /api/admin/users/3': { status: 204 },
    });
    const store = createStore();
    await store.dispatch(adminUsersApi.endpoints.getAdminUsers.initiate(FIRST_PAGE));
    await store.dispatch(adminUsersApi.endpoints.getAdminUsers.initiate(SECOND_PAGE));
    return store;
  }

  it('refreshes only the page showing a user whose flags changed', async () => {
    const store = await twoPagesShown();
    await store.dispatch(adminUsersApi.endpoints.updateAdminUser.initiate({ id: 1, isActive: false }));
    await waitFor(() => expect(asked(api, 0)).toBe(2));
    expect(asked(api, 2)).toBe(1);
  });

  it('refreshes every page when a user is deleted, since the rows after it move up', async () => {
    const store = await twoPagesShown();
    await store.dispatch(adminUsersApi.endpoints.deleteAdminUser.initiate(3));
    await waitFor(() => expect(asked(api, 0)).toBe(2));
    await waitFor(() => expect(asked(api, 2)).toBe(2));
  });
});
