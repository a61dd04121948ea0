import { useCallback, useState } from 'react';
import type { QuoteEstimate } from '@freight/domain';
import { clearPendingEstimate, readPendingEstimate } from '@freight/platform';

/** The estimate the calculator's 'Book This Shipment' left for this tab, with a way to drop it. */
export function usePendingEstimate() {
  const [estimate, setEstimate] = useState<QuoteEstimate | null>(readPendingEstimate);

  const clear = useCallback(() => {
    clearPendingEstimate();
    setEstimate(null);
  }, []);

  return { estimate, clear };
}
