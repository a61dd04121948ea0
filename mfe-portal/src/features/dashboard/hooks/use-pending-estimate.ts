import { useCallback, useState } from 'react';
import { PENDING_ESTIMATE_KEY, quoteEstimateSchema, validate, type QuoteEstimate } from '@freight/domain';

// The calculator's 'Book This Shipment' writes it to sessionStorage, so it survives a detour through /login.

/** The stored estimate, or null when there is none or it is not one the calculator could have made. */
export function readPendingEstimate(): QuoteEstimate | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_ESTIMATE_KEY);
    if (!raw) return null;
    const { originZip, destinationZip, weight, serviceType, cargoType } = JSON.parse(raw) ?? {};
    const { value, errors } = validate(quoteEstimateSchema, { originZip, destinationZip, weight, serviceType, cargoType });
    return errors ? null : { ...value, weight: String(value.weight) };
  } catch {
    return null;
  }
}

export function usePendingEstimate() {
  const [estimate, setEstimate] = useState<QuoteEstimate | null>(readPendingEstimate);

  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(PENDING_ESTIMATE_KEY);
    } catch {
      // Storage can be blocked; forgetting it for this page is enough.
    }
    setEstimate(null);
  }, []);

  return { estimate, clear };
}
