import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { formatEasternDateTime, PAGE_ELEMENT_IDS, type PublicTracking, SHIPMENT_MESSAGES, SHIPMENT_TIMING_TEXTS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { TRACKING_FIXTURE } from '../tracking-fixture';
import { TrackingPage } from './tracking-page';

let api: MockApi;
afterEach(() => {
  api.restore();
  document.getElementById(PAGE_ELEMENT_IDS.pageData)?.remove();
});

let tracking: PublicTracking = TRACKING_FIXTURE;
beforeEach(() => {
  tracking = TRACKING_FIXTURE;
});

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

  it('flags a shipment whose estimated arrival is past its delivery window as late, and says why', () => {
    api = mockApi({});
    tracking = { ...TRACKING_FIXTURE, deliveryWindow: { date: '2026-11-25', from: '09:00', to: '17:00' }, eta: '2026-11-29T17:00:00.000Z' };
    writtenByServer('/track/late-token-000000000000');
    renderAt('/track/late-token-000000000000');
    expect(screen.getByText(SHIPMENT_TIMING_TEXTS.late, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_TIMING_TEXTS.why('eta-after-window'))).toBeInTheDocument();
  });

  it('leads with the delivered time once delivered, the window after it, and no lateness', () => {
    api = mockApi({});
    tracking = {
      ...TRACKING_FIXTURE,
      status: 'delivered',
      deliveryWindow: { date: '2026-11-25', from: '09:00', to: '17:00' },
      eta: '2026-11-29T17:00:00.000Z',
      events: [...TRACKING_FIXTURE.events, { kind: 'delivered', at: '2026-11-29T18:05:00.000Z', location: { city: 'Boston', state: 'MA' }, recordedBy: { role: 'carrier', name: 'Carrier' } }],
    };
    writtenByServer('/track/delivered-token-0000000000');
    renderAt('/track/delivered-token-0000000000');
    const facts = screen.getAllByRole('term').map((term) => term.textContent);
    expect(facts[0]).toBe('Delivered');
    expect(facts).not.toContain('Estimated arrival');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent(formatEasternDateTime('2026-11-29T18:05:00.000Z'));
    expect(screen.queryByText(SHIPMENT_TIMING_TEXTS.late, { selector: 'span' })).not.toBeInTheDocument();
  });

  it('says a link that opens nothing is not valid', async () => {
    api = mockApi({ 'GET /api/track/revoked-token-0000000000': { status: 404, body: { message: 'This tracking link is not valid.' } } });
    renderAt('/track/revoked-token-0000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking link not valid' })).toBeInTheDocument();
  });

  it('says a cancelled shipment’s link opens nothing because it was cancelled', async () => {
    api = mockApi({ 'GET /api/track/cancelled-token-000000000': { status: 410, body: { message: SHIPMENT_MESSAGES.trackingCancelled } } });
    renderAt('/track/cancelled-token-000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_MESSAGES.trackingCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws the lane on the map from the link’s own SVG, with a legend of origin, last reported city and destination', () => {
    api = mockApi({});
    writtenByServer('/track/abcdefghijklmnopqrstuvwx');
    renderAt('/track/abcdefghijklmnopqrstuvwx');
    const map = screen.getByRole('img', { name: /^Map of the lane from/ });
    expect(map.getAttribute('src')).toMatch(/^\/api\/track\/abcdefghijklmnopqrstuvwx\/map\.svg\?v=/);
    const last = TRACKING_FIXTURE.events.findLast((e) => e.location)!.location!;
    expect(map).toHaveAccessibleName(`Map of the lane from ${TRACKING_FIXTURE.origin.city}, ${TRACKING_FIXTURE.origin.state} to ${TRACKING_FIXTURE.destination.city}, ${TRACKING_FIXTURE.destination.state}, last reported in ${last.city}, ${last.state}`);
    expect(screen.getByText('Last reported:').parentElement).toHaveTextContent(`Last reported: ${last.city}, ${last.state}`);
  });
});
