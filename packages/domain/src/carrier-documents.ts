import { addDays, easternDate, easternInstant, formatCalendarDate, isCalendarDate } from './offer';
import { POD_CONTENT_TYPES, POD_MAX_BYTES } from './shipment';

/**
 * A carrier's documents: its certificate of insurance (COI), which lists the auto liability policy
 * and the cargo policy, each with its own expiry date, and its W-9. Each is uploaded with the proof of delivery's rules (PDF, JPEG or PNG of at
 * most 10 MB, recognized by its content); a new upload of a type replaces the one before.
 */
export const CARRIER_DOCUMENT_TYPES = ['coi', 'w9'] as const;
export type CarrierDocumentType = (typeof CARRIER_DOCUMENT_TYPES)[number];

export const CARRIER_DOCUMENT_LABELS: Record<CarrierDocumentType, string> = {
  coi: 'Certificate of insurance',
  w9: 'W-9',
};

/** The documents that end on their policies' expiry dates, which the carrier enters with the file. */
export const EXPIRING_DOCUMENT_TYPES: readonly CarrierDocumentType[] = ['coi'];
export const documentExpires = (type: CarrierDocumentType) => EXPIRING_DOCUMENT_TYPES.includes(type);

/** The same limits as the proof of delivery's. */
export const CARRIER_DOCUMENT_MAX_BYTES = POD_MAX_BYTES;
export const CARRIER_DOCUMENT_CONTENT_TYPES = POD_CONTENT_TYPES;

/** Staff's review of a document: submitted by the carrier, accepted when staff verify the carrier. */
export const DOCUMENT_REVIEW_STATES = ['submitted', 'accepted'] as const;
export type DocumentReviewState = (typeof DOCUMENT_REVIEW_STATES)[number];
export const DOCUMENT_REVIEW_LABELS: Record<DocumentReviewState, string> = {
  submitted: 'Awaiting review',
  accepted: 'Accepted',
};

export interface CarrierDocument {
  id: string;
  type: CarrierDocumentType;
  fileId: string;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** The auto liability policy's and the cargo policy's expiry dates (YYYY-MM-DD), for a COI. */
  liabilityExpiresOn?: string;
  cargoExpiresOn?: string;
  /**
   * When the certificate stops covering the carrier (YYYY-MM-DD): the earlier of its two policies'
   * dates, which the reminder and the suspension follow. A COI stored before the two dates were
   * asked for has only this one, and it stands for both policies.
   */
  expiresOn?: string;
  review: DocumentReviewState;
  /** When the 30-day reminder went out, and when the expiry was acted on (suspension). */
  reminderSentAt?: string;
  expiredAt?: string;
}

/** How many days before a policy's expiry the carrier and staff are reminded. */
export const EXPIRY_REMINDER_DAYS = 30;

/** The two policies a certificate of insurance lists (registration records their amounts, `insuranceInfo`). */
export const INSURANCE_POLICIES = ['liability', 'cargo'] as const;
export type InsurancePolicy = (typeof INSURANCE_POLICIES)[number];

/** What the policies are called in a sentence, and the label of each one's date field. */
export const INSURANCE_POLICY_NAMES: Record<InsurancePolicy, string> = {
  liability: 'auto liability policy',
  cargo: 'cargo policy',
};
export const POLICY_EXPIRY_LABELS: Record<InsurancePolicy, string> = {
  liability: 'Auto liability policy expires',
  cargo: 'Cargo policy expires',
};

/** The upload's field (query parameter, stored property) for each policy's expiry date. */
export const POLICY_EXPIRY_FIELDS = { liability: 'liabilityExpiresOn', cargo: 'cargoExpiresOn' } as const satisfies Record<InsurancePolicy, keyof CarrierDocument>;
export type PolicyExpiryField = (typeof POLICY_EXPIRY_FIELDS)[InsurancePolicy];
export type PolicyExpiryDates = Partial<Record<PolicyExpiryField, string>>;

/** The policies that expire first (one, or both on the same day) and that date. */
export interface PolicyExpiry {
  policies: InsurancePolicy[];
  expiresOn: string;
}

/** "auto liability policy", "cargo policy", or "auto liability and cargo policies". */
export const policiesName = (policies: readonly InsurancePolicy[]): string =>
  policies.length > 1 ? 'auto liability and cargo policies' : INSURANCE_POLICY_NAMES[policies[0] ?? 'liability'];

const expirySubject = (expiry: PolicyExpiry) => `The ${policiesName(expiry.policies)} on the certificate of insurance`;

export const CARRIER_DOCUMENT_MESSAGES = {
  wrongType: 'The document must be a PDF, JPEG or PNG file',
  tooLarge: 'The document must be at most 10 MB',
  empty: 'Please choose a file to upload',
  changedMeanwhile: 'Your account was just changed elsewhere. Please upload the document again.',
  typeRequired: 'Please choose which document this is',
  liabilityExpiryRequired: 'Please enter the auto liability policy expiry date',
  liabilityExpiryInvalid: 'Enter the auto liability policy expiry date as a real date',
  liabilityExpiryPast: 'The auto liability policy expiry date must be after today',
  cargoExpiryRequired: 'Please enter the cargo policy expiry date',
  cargoExpiryInvalid: 'Enter the cargo policy expiry date as a real date',
  cargoExpiryPast: 'The cargo policy expiry date must be after today',
  notFound: 'Document not found',
  carriersOnly: 'Only carrier accounts have carrier documents',
  uploaded: (type: CarrierDocumentType) => `${CARRIER_DOCUMENT_LABELS[type]} uploaded`,
  uploadFailed: 'Failed to upload the document',
  noCurrentCoi: (expiry: PolicyExpiry) =>
    `${expirySubject(expiry)} expired on ${formatCalendarDate(expiry.expiresOn)}: the carrier must upload a new certificate before it can be verified`,
  expiredReason: (expiry: PolicyExpiry) => `${expirySubject(expiry)} expired on ${formatCalendarDate(expiry.expiresOn)}`,
} as const;

const POLICY_EXPIRY_MESSAGES: Record<InsurancePolicy, { required: string; invalid: string; past: string }> = {
  liability: { required: CARRIER_DOCUMENT_MESSAGES.liabilityExpiryRequired, invalid: CARRIER_DOCUMENT_MESSAGES.liabilityExpiryInvalid, past: CARRIER_DOCUMENT_MESSAGES.liabilityExpiryPast },
  cargo: { required: CARRIER_DOCUMENT_MESSAGES.cargoExpiryRequired, invalid: CARRIER_DOCUMENT_MESSAGES.cargoExpiryInvalid, past: CARRIER_DOCUMENT_MESSAGES.cargoExpiryPast },
};

/** Who the automatic suspension is recorded as, in the status history. */
export const SYSTEM_ACTOR = 'system';

/** The instant the reminder is due: midnight Eastern, 30 days before the expiry date. */
export const reminderDueAt = (expiresOn: string): Date => easternInstant(addDays(expiresOn, -EXPIRY_REMINDER_DAYS));

/** The instant the policy has expired: midnight Eastern at the start of the expiry date. */
export const expiredAt = (expiresOn: string): Date => easternInstant(expiresOn);

export const isExpired = (expiresOn: string, now: Date = new Date()): boolean => now >= expiredAt(expiresOn);

/** Why the expiry date the carrier entered for one policy is refused at `now`, or null when it is fine. */
export function expiryDateProblem(policy: InsurancePolicy, expiresOn: string | undefined, now: Date = new Date()): string | null {
  const messages = POLICY_EXPIRY_MESSAGES[policy];
  if (!expiresOn) return messages.required;
  if (!isCalendarDate(expiresOn)) return messages.invalid;
  if (expiresOn <= easternDate(now)) return messages.past;
  return null;
}

/** Each refused policy date of a COI upload, by its field (none: both are fine). */
export function policyDateProblems(dates: PolicyExpiryDates, now: Date = new Date()): Partial<Record<PolicyExpiryField, string>> {
  const problems: Partial<Record<PolicyExpiryField, string>> = {};
  for (const policy of INSURANCE_POLICIES) {
    const field = POLICY_EXPIRY_FIELDS[policy];
    const problem = expiryDateProblem(policy, dates[field], now);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The earlier of two calendar dates (YYYY-MM-DD sorts as it reads). */
export const earlierDate = (a: string, b: string): string => (a <= b ? a : b);

/** Each policy's expiry date on a COI; a document stored with only `expiresOn` has it for both. */
export function policyExpiryDates(doc: Pick<CarrierDocument, 'expiresOn' | 'liabilityExpiresOn' | 'cargoExpiresOn'>): Record<InsurancePolicy, string> | null {
  const liability = doc.liabilityExpiresOn ?? doc.expiresOn;
  const cargo = doc.cargoExpiresOn ?? doc.expiresOn;
  return liability && cargo ? { liability, cargo } : null;
}

/** The policies that expire first and their date (what the reminder and the suspension name), or null. */
export function firstPolicyExpiry(doc: Pick<CarrierDocument, 'expiresOn' | 'liabilityExpiresOn' | 'cargoExpiresOn'>): PolicyExpiry | null {
  const dates = policyExpiryDates(doc);
  if (!dates) return null;
  const expiresOn = earlierDate(dates.liability, dates.cargo);
  return { policies: INSURANCE_POLICIES.filter((policy) => dates[policy] === expiresOn), expiresOn };
}

/** The policy that expires after the first one and its date, or null when both expire the same day (or there are no dates). */
export function laterPolicyExpiry(doc: Pick<CarrierDocument, 'expiresOn' | 'liabilityExpiresOn' | 'cargoExpiresOn'>): PolicyExpiry | null {
  const dates = policyExpiryDates(doc);
  if (!dates || dates.liability === dates.cargo) return null;
  const expiresOn = dates.liability === earlierDate(dates.liability, dates.cargo) ? dates.cargo : dates.liability;
  return { policies: INSURANCE_POLICIES.filter((policy) => dates[policy] === expiresOn), expiresOn };
}

/** What is due next for one document: its reminder, then its expiry, then nothing. */
export function nextDocumentStep(doc: Pick<CarrierDocument, 'expiresOn' | 'reminderSentAt' | 'expiredAt'>): { step: 'remind' | 'expire'; at: Date } | null {
  if (!doc.expiresOn || doc.expiredAt) return null;
  if (!doc.reminderSentAt) return { step: 'remind', at: reminderDueAt(doc.expiresOn) };
  return { step: 'expire', at: expiredAt(doc.expiresOn) };
}

/** The earliest instant any of the carrier's documents needs the expiry job, or null. */
export function nextInsuranceDueAt(docs: readonly Pick<CarrierDocument, 'expiresOn' | 'reminderSentAt' | 'expiredAt'>[]): Date | null {
  let next: Date | null = null;
  for (const doc of docs) {
    const step = nextDocumentStep(doc);
    if (step && (!next || step.at < next)) next = step.at;
  }
  return next;
}

/** The carrier's current certificate of insurance if it has expired: at `now`, or as the expiry job found it (`expiredAt`). */
export function expiredCoi<D extends { type: string; expiresOn?: string; expiredAt?: unknown }>(docs: readonly D[], now: Date = new Date()): D | undefined {
  return docs.find((doc) => doc.type === 'coi' && doc.expiresOn !== undefined && (Boolean(doc.expiredAt) || isExpired(doc.expiresOn, now)));
}

/** The policies of the carrier's certificate of insurance that have lapsed at `now` (the first to expire, named), or null when it is current or there is none. */
export function lapsedCoiPolicies(docs: readonly (Pick<CarrierDocument, 'type' | 'expiresOn' | 'liabilityExpiresOn' | 'cargoExpiresOn'> & { expiredAt?: unknown })[], now: Date = new Date()): PolicyExpiry | null {
  const lapsed = expiredCoi(docs, now);
  return lapsed ? firstPolicyExpiry(lapsed) : null;
}

/** One line per policy of a COI for the lists: "Auto liability policy expires March 31, 2027", or "expired". */
export function policyExpiryLines(
  doc: Pick<CarrierDocument, 'expiresOn' | 'liabilityExpiresOn' | 'cargoExpiresOn'>,
  now: Date = new Date(),
): { policy: InsurancePolicy; text: string; expired: boolean }[] {
  const dates = policyExpiryDates(doc);
  if (!dates) return [];
  return INSURANCE_POLICIES.map((policy) => {
    const expired = isExpired(dates[policy], now);
    const name = INSURANCE_POLICY_NAMES[policy];
    return { policy, expired, text: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${expired ? 'expired' : 'expires'} ${formatCalendarDate(dates[policy])}` };
  });
}

/** What the FMCSA look-up answered, or that it was not (or could not be) asked. */
export type FmcsaLookup =
  | { checked: false; reason: 'not-configured'; message: string }
  | { checked: false; reason: 'failed'; message: string }
  | { checked: true; dotNumber: string; found: false; message: string }
  | { checked: true; dotNumber: string; found: true; legalName: string; dbaName?: string; operatingStatus: string; allowedToOperate: boolean; checkedAt: string };

export const FMCSA_MESSAGES = {
  notConfigured: 'FMCSA look-up not configured',
  timeout: 'The FMCSA look-up did not answer within 5 seconds. Try again later.',
  failed: 'The FMCSA look-up could not be reached. Try again later.',
  notFound: 'FMCSA has no carrier with this USDOT number',
  button: 'Look up on FMCSA',
} as const;
