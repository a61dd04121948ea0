import type { Invoice, InvoicePayment } from '@freight/domain/billing';
import type { InvoiceMoneyRow } from '../../store';

/** A stored invoice's money as billing's rules take it. */
export const invoiceOf = (row: Pick<InvoiceMoneyRow, 'customerId' | 'status' | 'dueDate' | 'lines' | 'creditNotes'>): Invoice => ({
  number: '',
  customerId: row.customerId,
  status: row.status,
  invoiceDate: '',
  dueDate: row.dueDate ?? '',
  lines: row.lines,
  creditNotes: row.creditNotes ?? [],
});

export const paymentsOf = (row: Pick<InvoiceMoneyRow, 'payments'>): InvoicePayment[] =>
  row.payments.map(({ reference, amountCents, receivedOn }) => ({ reference, amountCents, receivedOn }));

/** Who an invoice is to, as the reports name a customer: the company, else the person. */
export const customerNameOf = (row: Pick<InvoiceMoneyRow, 'billTo' | 'customerId'>): string =>
  row.billTo?.companyName?.trim() || row.billTo?.name?.trim() || `Customer #${row.customerId}`;
