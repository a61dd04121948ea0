import { type Cents, formatCents } from './cents';

/**
 * Every sentence billing says to a person, in one place: the API's refusals and the pages' texts
 * are these same words. Amounts are written by formatCents.
 */
export const BILLING_MESSAGES = {
  // An invoice's lines.
  noLines: 'An invoice needs at least one line.',
  lineDescription: 'Every line needs a description.',
  chargeNotPositive: (kind: string) => `A ${kind.toLowerCase()} line must be more than $0.00. Take money off with an adjustment line.`,
  adjustmentZero: 'An adjustment of $0.00 changes nothing. Remove the line.',
  totalNotPositive: 'The invoice total must be more than $0.00.',
  notEditable: 'A sent invoice is never edited. Issue a credit note, or void it and invoice again.',
  voidNotEditable: 'This invoice is void. It is not changed any more.',
  linehaulAdded: 'The linehaul comes from the price the customer accepted. Add detention, lumper, layover or an adjustment instead.',
  linehaulStays: 'The linehaul line stays on the invoice. Take money off with an adjustment line.',

  // Payments received on an invoice.
  paymentNotPositive: 'The payment must be more than $0.00.',
  paymentReference: "Enter the payment's reference (check number or transfer ID).",
  paymentOnVoid: 'This invoice is void. It takes no payments.',
  paymentNotSent: 'This invoice has not been sent yet. Send it before recording a payment.',
  alreadyPaid: 'This invoice is already paid.',
  overpayment: (payment: Cents, balance: Cents) => `The payment of ${formatCents(payment)} is more than the balance of ${formatCents(balance)}.`,
  referenceReused: (reference: string, amount: Cents) =>
    `The reference ${reference} is already recorded, for a payment of ${formatCents(amount)}. Check the reference.`,

  // Credit notes against a sent invoice.
  creditReason: 'Say why the credit is given.',
  creditNotPositive: 'The credit must be more than $0.00.',
  creditNoLines: 'A credit note needs at least one line.',
  creditLineNotNegative: 'A credit line takes money off: its amount must be less than $0.00.',
  creditNotSent: 'This invoice has not been sent yet. Edit it instead of crediting it.',
  creditOnVoid: 'This invoice is void. There is nothing to credit.',
  creditOnPaid: 'This invoice is paid in full. Money already received is refunded, not credited.',
  creditTooLarge: (credit: Cents, balance: Cents) => `The credit of ${formatCents(credit)} is more than the balance of ${formatCents(balance)}.`,

  // Carrier payables.
  podNotReceived: 'The proof of delivery has not been received',
  documentsIncomplete: "The carrier's documents are not complete",
  payableNotReady: (reasons: readonly string[]) => `This payable is not ready to pay: ${reasons.join('; ')}.`,
  payableAlreadyPaid: 'This payable is already paid.',
  payableAlreadyIn: (status: string) => `This payable is already ${status}.`,
  payableSkip: (from: string, to: string) => `A payable goes Delivered, Ready to pay, Scheduled, Paid, in that order. It cannot go from ${from} to ${to}.`,
  carrierInvoiceMissing: "The carrier's invoice has not been received",
  payNotScheduled: 'This payable is not scheduled yet. Schedule it before recording a payment.',
  quickPayTooLate: (status: string) => `This payable is already ${status}: quick pay can no longer be requested.`,
  accessorialAfterScheduling: (status: string) => `This payable is already ${status}: its amount can no longer change.`,
} as const;
