import { useState } from 'react';
import { BOOKING_NOTICE, calculateQuote, formatUsd } from '@freight/domain';
import { readPendingEstimate } from '@freight/platform';
import { Alert } from '@freight/ui';

/** Says why a visitor who pressed 'Book This Shipment' landed on a sign-in or sign-up screen. */
export function BookingNotice() {
  const [estimate] = useState(readPendingEstimate);
  const result = estimate && calculateQuote(estimate);
  if (!estimate || !result) return null;
  return (
    <Alert tone="info" role="note" title={BOOKING_NOTICE.title}>
      <p>
        {estimate.originZip} → {estimate.destinationZip} · {formatUsd(result.totalCost)}. {BOOKING_NOTICE.kept}
      </p>
    </Alert>
  );
}
