import { canEditInvoice, type InvoiceLine, type InvoiceLineKind, invoiceLinesProblem, type InvoiceStatus } from './invoice';
import { BILLING_MESSAGES } from './messages';

/**
 * What staff add to an invoice before it is sent: the accessorial charges they approve (detention,
 * a lumper with its receipt, layover) and adjustments, which may also take money off. The linehaul
 * is the price the customer accepted: it comes with the invoice and stays.
 */
export const ADDED_LINE_KINDS = ['detention', 'lumper', 'layover', 'adjustment'] as const satisfies readonly InvoiceLineKind[];
export type AddedLineKind = (typeof ADDED_LINE_KINDS)[number];

/** The accessorial line whose receipt goes with it, on the invoice and in the invoice's PDF. */
export const RECEIPT_LINE_KIND: AddedLineKind = 'lumper';

export const isAddedLineKind = (kind: string): kind is AddedLineKind => (ADDED_LINE_KINDS as readonly string[]).includes(kind);

/** Why an invoice of this status cannot change, or null while it is ready. */
function editProblem(status: InvoiceStatus): string | null {
  if (canEditInvoice(status)) return null;
  return status === 'void' ? BILLING_MESSAGES.voidNotEditable : BILLING_MESSAGES.notEditable;
}

/** Whether the refusal is about the invoice's state (a 409 to the API) rather than the line asked for (a 400). */
export const isStateProblem = (problem: string): boolean => problem === BILLING_MESSAGES.notEditable || problem === BILLING_MESSAGES.voidNotEditable || problem === BILLING_MESSAGES.linehaulStays;

/**
 * Why staff cannot add `line` to an invoice with `lines`, or null: only while it is ready, only the
 * kinds staff add, and the invoice's lines with it must still pass invoiceLinesProblem (a charge more
 * than $0.00, an adjustment not $0.00, a total more than $0.00).
 */
export function lineAdditionProblem(status: InvoiceStatus, lines: readonly InvoiceLine[], line: InvoiceLine): string | null {
  const state = editProblem(status);
  if (state) return state;
  if (!isAddedLineKind(line.kind)) return BILLING_MESSAGES.linehaulAdded;
  return invoiceLinesProblem([...lines, line]);
}

/**
 * Why staff cannot take the line at `index` off an invoice, or null: only while it is ready, never
 * the linehaul, and what is left must still pass invoiceLinesProblem (taking off a charge must not
 * leave an adjustment that brings the total to $0.00 or less).
 */
export function lineRemovalProblem(status: InvoiceStatus, lines: readonly InvoiceLine[], index: number): string | null {
  const state = editProblem(status);
  if (state) return state;
  if (lines[index]?.kind === 'linehaul') return BILLING_MESSAGES.linehaulStays;
  return invoiceLinesProblem(lines.filter((_, i) => i !== index));
}
