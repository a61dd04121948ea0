import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { QuoteEstimate } from '@freight/domain';
import { clearPendingEstimate, isFromCalculator, readPendingEstimate } from '@freight/platform';

/**
 * The calculator estimate a visitor brought here with 'Book This Shipment' (the page was opened with
 * ?from=calculator), with a way to let it go once it was sent. It lives in the tab's storage, which
 * the server never sees: the prerendered page hydrates without it and takes it in right after.
 */
export function useCarriedEstimate() {
  const { search } = useLocation();
  const [estimate, setEstimate] = useState<QuoteEstimate | null>(null);

  useEffect(() => {
    setEstimate(isFromCalculator(search) ? readPendingEstimate() : null);
  }, [search]);

  const done = useCallback(() => {
    clearPendingEstimate();
    setEstimate(null);
  }, []);

  return { estimate, done };
}
