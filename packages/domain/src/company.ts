/** Company facts shown across the site (header, contact section, footer, directory). */
export const COMPANY = {
  name: 'Harborline Freight & Logistics',
  shortName: 'Harborline',
  tagline: 'Reliable supply chain solutions for the Northeast',
  phone: '(973) 555-0140',
  phoneHref: 'tel:+19735550140',
  dispatchPhone: '(973) 555-0199',
  dispatchPhoneHref: 'tel:+19735550199',
  address: {
    street: '1200 Doremus Avenue',
    city: 'Newark',
    state: 'NJ',
    zip: '07105',
  },
  emailDomain: 'harborlinefreight.com',
} as const;

export const COMPANY_ADDRESS_LINE = `${COMPANY.address.street}, ${COMPANY.address.city}, ${COMPANY.address.state} ${COMPANY.address.zip}`;

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '7:00 AM-7:00 PM' },
  { days: 'Sat', hours: '8:00 AM-2:00 PM' },
  { days: 'Emergency dispatch', hours: '24/7' },
] as const;

export const PROMISES = {
  quoteResponseHours: 2,
  quoteResponseBadge: '2-Hour Quote Response',
  insuranceBadge: '$2M Cargo Insurance',
} as const;

export const STATS = [
  { value: '500+', label: 'Successful Deliveries' },
  { value: '500+', label: 'Happy Clients' },
  { value: '50M+', label: 'Miles Traveled' },
  { value: '99.8%', label: 'On-Time Rate' },
] as const;

export const COVERAGE = {
  coreMarkets: ['New York, NY', 'Newark, NJ', 'Philadelphia, PA', 'Trenton, NJ', 'Allentown, PA'],
  extendedMarkets: ['Boston, MA', 'Baltimore, MD', 'Washington, DC', 'Hartford, CT', 'Albany, NY'],
  hubRadiusMiles: 200,
  statesReached: 48,
} as const;

/**
 * CONFIGURATION — the company fills these in: its FMCSA registration (USDOT and MC numbers, as on
 * its operating authority) and the limits on its certificates of insurance and surety bond. The
 * values below are placeholders in the right format; the footer, the landing page and the quote
 * terms all read them from here. Keep '$2M' cargo in step with PROMISES.insuranceBadge.
 */
export const COMPANY_CREDENTIALS = {
  /** Authority the company holds with FMCSA. */
  authority: 'FMCSA-licensed property broker',
  usdot: 'USDOT 3481276',
  mc: 'MC-1142390',
  /** Cargo insurance limit, in words as the quote terms use it. */
  cargoInsurance: '$2,000,000',
  cargoInsuranceShort: '$2M cargo',
  autoLiabilityShort: '$1M auto liability',
  /** BMC-84 surety bond, which every US property broker must keep on file. */
  bondShort: '$75K BMC-84 bond',
} as const;

/** The insurance as one line: "$2M cargo / $1M auto liability". */
export const INSURANCE_LINE = `${COMPANY_CREDENTIALS.cargoInsuranceShort} / ${COMPANY_CREDENTIALS.autoLiabilityShort}`;

/** The credentials as one line, for footers: "USDOT 3481276 · MC-1142390 · $2M cargo / $1M auto liability". */
export const CREDENTIALS_LINE = `${COMPANY_CREDENTIALS.usdot} · ${COMPANY_CREDENTIALS.mc} · ${INSURANCE_LINE}`;

export const CREDENTIALS_HEADLINE = 'Licensed & insured';

/** The trust marks under the landing page's hero: what the company is licensed and insured for. */
export const CREDENTIAL_MARKS = [
  { icon: 'license', title: 'Licensed property broker', detail: `${COMPANY_CREDENTIALS.usdot} · ${COMPANY_CREDENTIALS.mc}` },
  { icon: 'cargo', title: `${COMPANY_CREDENTIALS.cargoInsuranceShort} insurance`, detail: 'On every load we arrange' },
  { icon: 'liability', title: COMPANY_CREDENTIALS.autoLiabilityShort, detail: 'Contingent cover' },
  { icon: 'bond', title: COMPANY_CREDENTIALS.bondShort, detail: 'On file with FMCSA' },
] as const;

export type CredentialIcon = (typeof CREDENTIAL_MARKS)[number]['icon'];
