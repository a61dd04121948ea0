import { addDays, easternDate, easternInstant, formatCalendarDate, isCalendarDate } from './offer';
import { POD_CONTENT_TYPES, POD_MAX_BYTES } from './shipment';

/**
 * A carrier's documents: its certificate of insurance (COI), which ends on the policy's expiry
 * date, and its W-9. Each is uploaded with the proof of delivery's rules (PDF, JPEG or PNG of at
 * most 10 MB, recognized by its content); a new upload of a type replaces the one before.
 */
export const CARRIER_DOCUMENT_TYPES = ['coi', 'w9'] as const;
export type CarrierDocumentType = (typeof CARRIER_DOCUMENT_TYPES)[number];

export const CARRIER_DOCUMENT_LABELS: Record<CarrierDocumentType, string> = {
  coi: 'Certificate of insurance',
  w9: 'W-9',
};

/** The documents that end on a policy's expiry date, which the carrier enters with the file. */
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
  /** The policy's expiry date (YYYY-MM-DD), for a COI. */
  expiresOn?: string;
  review: DocumentReviewState;
  /** When the 30-day reminder went out, and when the expiry was acted on (suspension). */
  reminderSentAt?: string;
  expiredAt?: string;
}

/** How many days before a policy's expiry the carrier and staff are reminded. */
export const EXPIRY_REMINDER_DAYS = 30;

export const CARRIER_DOCUMENT_MESSAGES = {
  wrongType: 'The document must be a PDF, JPEG or PNG file',
  tooLarge: 'The document must be at most 10 MB',
  empty: 'Please choose a file to upload',
  typeRequired: 'Please choose which document this is',
  expiryRequired: 'Please enter the policy expiry date',
  expiryInvalid: 'Enter the policy expiry date as a real date',
  expiryPast: 'The policy expiry date must be after today',
  notFound: 'Document not found',
  carriersOnly: 'Only carrier accounts have carrier documents',
  uploaded: (type: CarrierDocumentType) => `${CARRIER_DOCUMENT_LABELS[type]} uploaded`,
  uploadFailed: 'Failed to upload the document',
  noCurrentCoi: (expiresOn: string) =>
    `The certificate of insurance expired on ${formatCalendarDate(expiresOn)}: the carrier must upload a new one before it can be verified`,
  expiredReason: (expiresOn: string) => `Certificate of insurance expired on ${formatCalendarDate(expiresOn)}`,
} as const;

/** Who the automatic suspension is recorded as, in the status history. */
export const SYSTEM_ACTOR = 'system';

/** The instant the reminder is due: midnight Eastern, 30 days before the expiry date. */
export const reminderDueAt = (expiresOn: string): Date => easternInstant(addDays(expiresOn, -EXPIRY_REMINDER_DAYS));

/** The instant the policy has expired: midnight Eastern at the start of the expiry date. */
export const expiredAt = (expiresOn: string): Date => easternInstant(expiresOn);

export const isExpired = (expiresOn: string, now: Date = new Date()): boolean => now >= expiredAt(expiresOn);

/** Why an expiry date the carrier entered is refused at `now`, or null when it is fine. */
export function expiryDateProblem(expiresOn: string | undefined, now: Date = new Date()): string | null {
  if (!expiresOn) return CARRIER_DOCUMENT_MESSAGES.expiryRequired;
  if (!isCalendarDate(expiresOn)) return CARRIER_DOCUMENT_MESSAGES.expiryInvalid;
  if (expiresOn <= easternDate(now)) return CARRIER_DOCUMENT_MESSAGES.expiryPast;
  return null;
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
