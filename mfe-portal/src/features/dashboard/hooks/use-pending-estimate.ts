import { useCallback, useSyncExternalStore } from 'react';
import type { QuoteEstimate } from '@freight/domain';
import { clearPendingEstimate, readPendingEstimate } from '@freight/platform';

const listeners = new Set<() => void>();
let cached: { key: string; estimate: QuoteEstimate | null } = { key: 'null', estimate: null };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same object while the stored estimate is the same (a new object on every read would never settle). */
function snapshot(): QuoteEstimate | null {
  const estimate = readPendingEstimate();
  const key = JSON.stringify(estimate);
  if (key !== cached.key) cached = { key, estimate };
  return cached.estimate;
}

/**
 * The estimate the calculator's 'Book This Shipment' left for this tab, with a way to drop it. It lives in
 * the tab's storage, which the server never sees: a page hydrated from the server's HTML renders without
 * it first, then with it.
 */
export function usePendingEstimate() {
  const estimate = useSyncExternalStore(subscribe, snapshot, () => null);

  const clear = useCallback(() => {
    clearPendingEstimate();
    listeners.forEach((listener) => listener());
  }, []);

  return { estimate, clear };
}
