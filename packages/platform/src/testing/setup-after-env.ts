import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { SESSION_HINT_COOKIE } from '@freight/domain';
import { restoreAllMockApis } from './mock-api';

/** jsdom implements neither layout nor scrolling; components only need these to exist. */
function installBrowserStubs() {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn() as unknown as typeof Element.prototype.scrollIntoView;

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }

  class StubIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  if (!('IntersectionObserver' in window)) {
    Object.assign(window, { IntersectionObserver: StubIntersectionObserver });
  }

  // Radix measures a switch's size for its hidden form input.
  class StubResizeObserver implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  if (!('ResizeObserver' in window)) {
    Object.assign(window, { ResizeObserver: StubResizeObserver });
  }

  // jsdom has no PointerEvent; a MouseEvent with pointer fields is enough for swipe and press handlers.
  if (!('PointerEvent' in window)) {
    class StubPointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    Object.assign(window, { PointerEvent: StubPointerEvent });
  }

  // Nor pointer capture, which Radix's toast swipe takes and releases.
  if (!Element.prototype.setPointerCapture) {
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.releasePointerCapture = () => undefined;
    Element.prototype.hasPointerCapture = () => false;
  }
}

/**
 * Pages ask GET /api/user only while the API's session hint cookie is there; tests answer that call
 * themselves (mockApi), so every test starts as a browser that may have a session.
 */
function markMaybeSignedIn() {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
}

// Component tests share two busy cores with the API suite: what a page shows after a mocked call can
// take longer than RTL's 1 s default to appear.
configure({ asyncUtilTimeout: 4000 });

// Tests that run in the node environment (server rendering) have no window.
const hasWindow = typeof window !== 'undefined';
if (hasWindow) installBrowserStubs();
if (hasWindow) beforeEach(markMaybeSignedIn);

afterEach(() => {
  restoreAllMockApis();
  if (!hasWindow) return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
