import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAGE_ELEMENT_IDS, PATHS, type PublicTracking } from '@freight/domain';
import { AppFrame, createStore, RouteFrame } from '@freight/platform';
import { mockApi } from '@freight/platform/testing';
import { TrackingPage } from '../features/tracking/components/tracking-page';
import { TRACKING_FIXTURE } from '../features/tracking/tracking-fixture';
import { renderOnRequest } from './index';

// With an exception and an arrival estimate, so every part of the page is rendered.
const tracking: PublicTracking = {
  ...TRACKING_FIXTURE,
  exception: true,
  eta: '2026-12-03T19:30:00.000Z',
  events: [...TRACKING_FIXTURE.events, { kind: 'exception-raised', at: '2026-12-01T18:00:00.000Z', location: null, recordedBy: { role: 'carrier', name: 'Carrier' } }],
};
const location = '/track/abcdefghijklmnopqrstuvwx';

describe('the tracking page rendered on request', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-app-live');
  });

  it('renders the shipment the server knows into the page: its number, status, lane and timeline', () => {
    const page = renderOnRequest(location, tracking)!;
    const text = page.html.replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, ' ');
    expect(text).toContain('Shipment HL-10004');
    expect(text).toContain('Newark, NJ → Boston, MA');
    expect(text).toContain('In transit');
    expect(text).toContain('Hartford, CT');
    expect(page.css).toMatch(/body\{/);
  });

  it('renders nothing for a page that is not rendered on request', () => {
    expect(renderOnRequest(PATHS.emails, tracking)).toBeUndefined();
    expect(renderOnRequest('/track/abc/more', tracking)).toBeUndefined();
  });

  it('is taken over by the app as it is, without asking the API again', async () => {
    const api = mockApi({});
    try {
      const page = renderOnRequest(location, tracking)!;
      document.body.innerHTML =
        `<div id="root">${page.html}</div>` +
        `<script type="application/json" id="${PAGE_ELEMENT_IDS.pageData}">${JSON.stringify({ route: location, data: tracking })}</script>`;
      const root = document.getElementById('root')!;
      const heading = root.querySelector('h1');
      const recoverable = jest.fn();
      await act(async () => {
        hydrateRoot(
          root,
          <MemoryRouter initialEntries={[location]}>
            <AppFrame store={createStore()} fallback={<p>unavailable</p>}>
              <Routes>
                <Route path={PATHS.track} element={<RouteFrame pending={<p>loading</p>}><TrackingPage /></RouteFrame>} />
              </Routes>
            </AppFrame>
          </MemoryRouter>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(root.querySelector('h1')).toBe(heading);
      expect(root.textContent).toContain('Hartford, CT');
      expect(api.calls).toHaveLength(0);
    } finally {
      api.restore();
    }
  });
});
