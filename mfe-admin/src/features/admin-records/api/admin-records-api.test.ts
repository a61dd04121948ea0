import { waitFor } from '@testing-library/react';
import { baseApi, createStore } from '@freight/platform';
import { mockApi, type MockApi, type MockRequest } from '@freight/platform/testing';
import { carrierRate, contentItem, emptyStats } from '../../../testing/fixtures';
import { carrierRates } from '../kinds/carrier-rates';
import { equipmentPricing } from '../kinds/equipment-pricing';
import { websiteContent } from '../kinds/website-content';
import { adminRecordsApi, type RecordResource } from './admin-records-api';

/** The overview's counts, as the overview feature asks for them. */
const overviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ overviewForTest: build.query<unknown, void>({ query: () => 'api/admin/stats', providesTags: ['Stats'] }) }),
});

const resource = ({ path, tag, counted }: RecordResource) => ({ path, tag, counted });
const offsetOf = ({ url }: MockRequest) => Number(new URL(url, 'http://x').searchParams.get('offset'));

/** Two pages of two records of `kind` (ids 1–4), another kind's list and the overview, all on screen. */
async function shown(kind: RecordResource, record: object) {
  const api = mockApi({
    [`GET /api${kind.path}`]: (request) => {
      const first = offsetOf(request) + 1;
      return { body: [{ ...record, id: first }, { ...record, id: first + 1 }], headers: { 'X-Total-Count': '4' } };
    },
    'GET /api/admin/equipment-pricing': { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/admin/stats': { body: emptyStats },
    [`POST /api${kind.path}`]: { status: 201, body: { ...record, id: 5 } },
    [`PATCH /api${kind.path}/1`]: { body: { ...record, id: 1 } },
    [`DELETE /api${kind.path}/3`]: { status: 204 },
  });
  const store = createStore();
  for (const offset of [0, 2]) await store.dispatch(adminRecordsApi.endpoints.getAdminRecords.initiate({ resource: resource(kind), limit: 2, offset }));
  await store.dispatch(adminRecordsApi.endpoints.getAdminRecords.initiate({ resource: resource(equipmentPricing), limit: 2, offset: 0 }));
  await store.dispatch(overviewApi.endpoints.overviewForTest.initiate());
  return { api, store };
}

describe('the admin record calls', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  const asked = (path: string, offset?: number) => api.callsTo(`GET /api${path}`).filter((call) => offset === undefined || offsetOf(call) === offset).length;

  it('refresh only the page showing a record that was edited, and the overview', async () => {
    const shownNow = await shown(carrierRates, carrierRate);
    api = shownNow.api;
    await shownNow.store.dispatch(adminRecordsApi.endpoints.updateAdminRecord.initiate({ resource: resource(carrierRates), id: 1, values: { isActive: false } }));
    await waitFor(() => expect(asked(carrierRates.path, 0)).toBe(2));
    await waitFor(() => expect(asked('/admin/stats')).toBe(2));
    expect(asked(carrierRates.path, 2)).toBe(1);
  });

  it('refresh every page of the list when a record is added or deleted, never another kind’s list', async () => {
    const shownNow = await shown(carrierRates, carrierRate);
    api = shownNow.api;
    await shownNow.store.dispatch(adminRecordsApi.endpoints.createAdminRecord.initiate({ resource: resource(carrierRates), values: {} }));
    await waitFor(() => expect([asked(carrierRates.path, 0), asked(carrierRates.path, 2), asked('/admin/stats')]).toEqual([2, 2, 2]));
    await shownNow.store.dispatch(adminRecordsApi.endpoints.deleteAdminRecord.initiate({ resource: resource(carrierRates), id: 3 }));
    await waitFor(() => expect([asked(carrierRates.path, 0), asked(carrierRates.path, 2), asked('/admin/stats')]).toEqual([3, 3, 3]));
    expect(asked(equipmentPricing.path)).toBe(1);
  });

  it('leave the overview alone for website content, which it does not count', async () => {
    const shownNow = await shown(websiteContent, contentItem);
    api = shownNow.api;
    await shownNow.store.dispatch(adminRecordsApi.endpoints.createAdminRecord.initiate({ resource: resource(websiteContent), values: {} }));
    await waitFor(() => expect(asked(websiteContent.path, 2)).toBe(2));
    expect(asked('/admin/stats')).toBe(1);
  });
});
