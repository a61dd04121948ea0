import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { PAGE_ELEMENT_IDS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { TRACKING_FIXTURE } from '../tracking-fixture';
import { TrackingPage } from './tracking-page';

let api: MockApi;
afterEach(() => {
  api.restore();
  document.getElementById(PAGE_ELEMENT_IDS.pageData)?.remove();
});

const tracking = TRACKING_FIXTURE;

/** The page as the server sends it: the shipment written in for this route. */
function writtenByServer(route: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ELEMENT_IDS.pageData;
  script.textContent = JSON.stringify({ route, data: tracking });
  document.body.append(script);
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/track/:token" element={<TrackingPage />} />
    </Routes>,
    { route },
  );

describe('the tracking page', () => {
  it('shows the shipment the server wrote into the page at once, without asking the API', () => {
    api = mockApi({});
    writtenByServer('/track/abcdefghijklmnopqrstuvwx');
    renderAt('/track/abcdefghijklmnopqrstuvwx');
    expect(screen.getByRole('heading', { level: 1, name: 'Shipment HL-10004' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Shipment timeline' })).toHaveTextContent('Hartford, CT');
    expect(api.calls).toHaveLength(0);
  });

  it('asks the API for a route the page was not written for', async () => {
    api = mockApi({ 'GET /api/track/another-token-000000000': { body: { ...tracking, number: 'HL-10009' } } });
    writtenByServer('/track/abcdefghijklmnopqrstuvwx');
    renderAt('/track/another-token-000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment HL-10009' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/track/another-token-000000000')).toHaveLength(1);
  });

  it('says a link that opens nothing is not valid', async () => {
    api = mockApi({ 'GET /api/track/revoked-token-0000000000': { status: 404, body: { message: 'This tracking link is not valid.' } } });
    renderAt('/track/revoked-token-0000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking link not valid' })).toBeInTheDocument();
  });
});
