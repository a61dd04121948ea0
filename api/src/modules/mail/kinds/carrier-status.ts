import { CARRIER_STATUS_EXPLAINED, type CarrierStatus, COMPANY, OPERATIONS_EMAIL, PATHS } from '@freight/domain';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

export interface CarrierStatusFacts {
  firstName: string;
  email: string;
  companyName: string;
  dotNumber: string;
  status: CarrierStatus;
  reason?: string;
}

/** Staff verified or suspended a carrier's account: the carrier is told, with the reason for a suspension. */
export const carrierStatusChanged = defineMailKind<CarrierStatusFacts>({
  render(carrier, { publicUrl }) {
    const verified = carrier.status === 'verified';
    const body = renderLayout({
      heading: verified ? 'Your carrier account is verified' : 'Your carrier account is suspended',
      paragraphs: [
        `Hello ${carrier.firstName}, ${verified ? 'we have verified' : 'we have suspended'} the carrier account of ${carrier.companyName} (USDOT ${carrier.dotNumber}).`,
        CARRIER_STATUS_EXPLAINED[carrier.status],
        `Questions: reply to this email or write to ${OPERATIONS_EMAIL}, or call us at ${COMPANY.phone}.`,
      ],
      block: !verified && carrier.reason ? { label: 'Reason', text: carrier.reason } : undefined,
      action: { label: 'Open your dashboard', url: `${publicUrl}${PATHS.dashboard}` },
    });
    const subject = verified ? `Verified: ${oneLine(carrier.companyName)} can haul with ${COMPANY.name}` : `Suspended: ${oneLine(carrier.companyName)}'s carrier account`;
    return { to: carrier.email, replyTo: OPERATIONS_EMAIL, subject, ...body };
  },
});
