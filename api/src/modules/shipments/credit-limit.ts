import { billingOf, centsOf, type CreditFigures, exceedsCreditLimit, invoiceBalance, invoiceTotal, type OpenReceivables, openReceivables } from '@freight/domain/billing';
import { type CreditHoldRecord, receivables, users } from '../../store';
import { moneyOf, paymentsOf } from '../billing/invoice-view';

/**
 * What the customer owes and has booked now (domain customer-billing's openReceivables): their open
 * invoices at their balance (credit notes and payments taken off) or, ready ones, in full, and their
 * confirmed shipments not invoiced yet at the price they accepted (a price that is not an amount counts $0.00).
 */
export async function openReceivablesOf(customerId: number): Promise<OpenReceivables> {
  const [invoices, shipments] = await Promise.all([receivables.openInvoicesOf(customerId), receivables.uninvoicedOf(customerId)]);
  const owed = invoices.map((invoice) => {
    const money = moneyOf(invoice);
    return { status: invoice.status, totalCents: invoiceTotal(money), balanceCents: invoiceBalance(money, paymentsOf(invoice)) };
  });
  return openReceivables(owed, shipments.map((shipment) => centsOf(shipment.price) ?? 0));
}

/**
 * The credit review a new booking at `price` needs, or null when it stays within the customer's
 * limit (or there is no limit, no account or no price to weigh). The figures are kept with the hold, so staff read
 * what the booking was held on.
 */
export async function creditHoldFor(customerId: number, price: string, now = new Date()): Promise<CreditHoldRecord | null> {
  const loadCents = centsOf(price);
  const customer = await users.find(customerId);
  if (!customer || loadCents === null) return null;
  const { creditLimitCents } = billingOf(customer);
  // Without a limit nothing is weighed, and nothing is read.
  if (creditLimitCents === null) return null;
  const figures: CreditFigures = { openCents: (await openReceivablesOf(customerId)).totalCents, loadCents, limitCents: creditLimitCents };
  return exceedsCreditLimit(figures) ? { ...figures, heldAt: now, decision: null } : null;
}
