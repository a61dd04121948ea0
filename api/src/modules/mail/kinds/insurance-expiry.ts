import { COMPANY, formatCalendarDate, OPERATIONS_EMAIL, PATHS } from '@freight/domain';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

export interface InsuranceExpiryFacts {
  carrierId: number;
  firstName: string;
  email: string;
  companyName: string;
  dotNumber: string;
  /** The document's label ("Certificate of insurance") and its policy expiry date (YYYY-MM-DD). */
  document: string;
  expiresOn: string;
}

/** 30 days before a policy expires: the carrier is asked to upload the renewed certificate. */
export const carrierInsuranceExpiring = defineMailKind<InsuranceExpiryFacts>({
  render(facts, { publicUrl }) {
    const date = formatCalendarDate(facts.expiresOn);
    const body = renderLayout({
      heading: `Your ${facts.document.toLowerCase()} expires on ${date}`,
      paragraphs: [
        `Hello ${facts.firstName}, the ${facts.document.toLowerCase()} we hold for ${facts.companyName} (USDOT ${facts.dotNumber}) expires on ${date}.`,
        'Please upload the renewed certificate from your dashboard before then. On the expiry date your account is suspended from the load board until our carrier team has verified a new certificate.',
        `Questions: reply to this email or write to ${OPERATIONS_EMAIL}, or call us at ${COMPANY.phone}.`,
      ],
      action: { label: 'Upload it on your dashboard', url: `${publicUrl}${PATHS.dashboard}` },
    });
    return { to: facts.email, replyTo: OPERATIONS_EMAIL, subject: `Action needed: your ${facts.document.toLowerCase()} expires on ${date}`, ...body };
  },
});

/** The same day, staff's carrier team is told. */
export const staffCarrierInsuranceExpiring = defineMailKind<InsuranceExpiryFacts>({
  render(facts, { publicUrl }) {
    const date = formatCalendarDate(facts.expiresOn);
    const body = renderLayout({
      heading: `${facts.document} expiring: ${facts.companyName}`,
      paragraphs: [
        `The ${facts.document.toLowerCase()} of ${facts.companyName} (USDOT ${facts.dotNumber}) expires on ${date}. The carrier has been asked to upload a renewed one.`,
        'If no new certificate is verified by then, the carrier is suspended from the load board automatically on that date.',
      ],
      action: { label: 'Open the Carriers tab', url: `${publicUrl}/admin?tab=carriers` },
    });
    return { to: OPERATIONS_EMAIL, replyTo: facts.email, subject: oneLine(`${facts.document} expires on ${date}: ${facts.companyName}`).slice(0, 200), ...body };
  },
});
