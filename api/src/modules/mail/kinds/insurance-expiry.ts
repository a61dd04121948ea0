import { COMPANY, formatCalendarDate, type InsurancePolicy, OPERATIONS_EMAIL, PATHS, policiesName } from '@freight/domain';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

export interface InsuranceExpiryFacts {
  carrierId: number;
  firstName: string;
  email: string;
  companyName: string;
  dotNumber: string;
  /** The document's label ("Certificate of insurance") and its first policy expiry date (YYYY-MM-DD). */
  document: string;
  expiresOn: string;
  /**
   * The policies that expire on that date (auto liability, cargo, or both). Emails asked for before
   * a certificate had two dates have none: they are worded for the certificate as a whole.
   */
  policies?: InsurancePolicy[];
  /** The certificate's other policy when it expires later, and its date: the renewal covers it too. */
  later?: { policies: InsurancePolicy[]; expiresOn: string };
}

/** " Its cargo policy expires later, on December 20, 2026." when the certificate's other policy does. */
const laterSentence = (facts: InsuranceExpiryFacts) =>
  facts.later ? ` Its ${policiesName(facts.later.policies)} expires later, on ${formatCalendarDate(facts.later.expiresOn)}.` : '';

/**
 * What expires, in the emails' words: "auto liability policy on the certificate of insurance" (or
 * "... policies ..."), or for an older email the document itself; with the verb that agrees.
 */
function whatExpires(facts: InsuranceExpiryFacts): { what: string; name: string; verb: string } {
  if (!facts.policies?.length) return { what: facts.document.toLowerCase(), name: facts.document, verb: 'expires' };
  const policies = policiesName(facts.policies);
  return {
    what: `${policies} on the ${facts.document.toLowerCase()}`,
    name: policies.charAt(0).toUpperCase() + policies.slice(1),
    verb: facts.policies.length > 1 ? 'expire' : 'expires',
  };
}

/** 30 days before a policy expires: the carrier is asked to upload the renewed certificate. */
export const carrierInsuranceExpiring = defineMailKind<InsuranceExpiryFacts>({
  render(facts, { publicUrl }) {
    const date = formatCalendarDate(facts.expiresOn);
    const { what, name, verb } = whatExpires(facts);
    const body = renderLayout({
      heading: `Your ${name.toLowerCase()} ${verb} on ${date}`,
      paragraphs: [
        `Hello ${facts.firstName}, the ${what} we hold for ${facts.companyName} (USDOT ${facts.dotNumber}) ${verb} on ${date}.${laterSentence(facts)}`,
        'Please upload the renewed certificate from your dashboard before then, with the expiry dates of both its policies. On the expiry date your account is suspended from the load board until our carrier team has verified a new certificate.',
        `Questions: reply to this email or write to ${OPERATIONS_EMAIL}, or call us at ${COMPANY.phone}.`,
      ],
      action: { label: 'Upload it on your dashboard', url: `${publicUrl}${PATHS.dashboard}` },
    });
    return { to: facts.email, replyTo: OPERATIONS_EMAIL, subject: `Action needed: your ${name.toLowerCase()} ${verb} on ${date}`, ...body };
  },
});

/** The same day, staff's carrier team is told. */
export const staffCarrierInsuranceExpiring = defineMailKind<InsuranceExpiryFacts>({
  render(facts, { publicUrl }) {
    const date = formatCalendarDate(facts.expiresOn);
    const { what, name, verb } = whatExpires(facts);
    const body = renderLayout({
      heading: `${name} expiring: ${facts.companyName}`,
      paragraphs: [
        `The ${what} of ${facts.companyName} (USDOT ${facts.dotNumber}) ${verb} on ${date}.${laterSentence(facts)} The carrier has been asked to upload a renewed certificate.`,
        'If no new certificate is verified by then, the carrier is suspended from the load board automatically on that date.',
      ],
      action: { label: 'Open the Carrier Accounts tab', url: `${publicUrl}/admin?tab=carrier-accounts` },
    });
    return { to: OPERATIONS_EMAIL, replyTo: facts.email, subject: oneLine(`${name} ${verb} on ${date}: ${facts.companyName}`).slice(0, 200), ...body };
  },
});
