import { CUSTOMER_MESSAGE_LABEL, formatPriceText, OFFER_STATE_LABELS, offerState, QUOTE_STATUS_LABELS, normalizeQuoteStatus } from '@freight/domain';
import type { CsvColumn } from '../../core/csv';
import type { QuoteFields } from '../../store';

const iso = (date: Date | undefined | null) => (date ? new Date(date).toISOString() : '');

/**
 * The fields the columns read: the export asks the database for these alone (not the search keys,
 * the mail outbox or the version), so each row costs the engine, the wire and the API less.
 */
export const QUOTE_EXPORT_FIELDS = [
  'id', 'createdAt', 'status', 'estimatedPrice', 'validUntil', 'decision', 'firstName', 'lastName', 'companyName', 'email', 'phone',
  'userId', 'serviceNeeded', 'projectDetails', 'originZip', 'destinationZip', 'weight', 'equipmentType', 'calculatedPrice', 'adminNotes', 'customerMessage',
] as const satisfies readonly (keyof QuoteFields)[];

/** A quote as the export reads it: the columns can read no other field (the type checker holds them to the list). */
export type QuoteExportRow = Pick<QuoteFields, (typeof QUOTE_EXPORT_FIELDS)[number]>;

/** The columns of the quote list's CSV export: everything staff see in the list and the dialog. */
export function quoteColumns(now: Date = new Date()): CsvColumn<QuoteExportRow>[] {
  return [
    { header: 'Quote #', value: (q) => q.id },
    { header: 'Received', value: (q) => iso(q.createdAt) },
    { header: 'Status', value: (q) => QUOTE_STATUS_LABELS[normalizeQuoteStatus(q.status)] },
    { header: 'Customer decision', value: (q) => { const state = offerState(q, now); return state ? OFFER_STATE_LABELS[state] : ''; } },
    { header: 'First name', value: (q) => q.firstName },
    { header: 'Last name', value: (q) => q.lastName },
    { header: 'Company', value: (q) => q.companyName },
    { header: 'Email', value: (q) => q.email },
    { header: 'Phone', value: (q) => q.phone },
    { header: 'Customer account #', value: (q) => q.userId ?? '' },
    { header: 'Service', value: (q) => q.serviceNeeded },
    { header: 'Project details', value: (q) => q.projectDetails },
    { header: 'Origin ZIP', value: (q) => q.originZip },
    { header: 'Destination ZIP', value: (q) => q.destinationZip },
    { header: 'Weight (lbs)', value: (q) => q.weight },
    { header: 'Equipment / cargo', value: (q) => q.equipmentType },
    { header: 'Calculator estimate', value: (q) => (q.calculatedPrice ? formatPriceText(q.calculatedPrice) : '') },
    { header: 'Estimated price', value: (q) => (q.estimatedPrice ? formatPriceText(q.estimatedPrice) : '') },
    { header: 'Valid until', value: (q) => q.validUntil },
    { header: 'Accepted price', value: (q) => q.decision?.snapshot?.estimatedPrice },
    { header: 'Decided at', value: (q) => iso(q.decision?.at) },
    { header: 'Signed by', value: (q) => q.decision?.signature },
    { header: 'Decline reason', value: (q) => q.decision?.reason },
    { header: 'Admin notes', value: (q) => q.adminNotes },
    { header: CUSTOMER_MESSAGE_LABEL, value: (q) => q.customerMessage },
  ];
}
