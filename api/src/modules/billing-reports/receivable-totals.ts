import { AGING_TOP_CUSTOMERS, bucketsOfDue, type Cents, invoiceBalance, sumCents } from '@freight/domain/billing';
import { logger } from '../../core/logger';
import { type InvoiceMoneyRow, type ReceivableCustomerTotal, type ReceivableDayTotal, receivableTotals } from '../../store';
import type { AgingExportRow } from './invoice-exports';
import { customerNameOf, invoiceOf, paymentsOf } from './invoice-money';

/**
 * The aging report's running totals (docs/billing.md, "Receivables aging"): what each customer owes
 * per due date, and what everyone owes per due date. The report reads a page of the customers who
 * owe the most and the dates' totals, never the open invoices, so it costs the same however many
 * there are. After a write changes an invoice's balance, the customer's and the due date's totals
 * are recomputed from the invoices; the reconcile job recomputes them all, so a total a crash or a
 * race left behind is right again by its next run.
 */

/** How often the reconcile job recomputes every total from the open invoices. */
export const RECONCILE_EVERY_MS = 15 * 60 * 1000;

const balanceOf = (row: InvoiceMoneyRow): Cents => invoiceBalance(invoiceOf(row), paymentsOf(row));

/** A customer's total from their open invoices (those with a balance and a due date), dues by date. */
export function customerTotalOf(customerId: number, rows: readonly InvoiceMoneyRow[]): ReceivableCustomerTotal {
  const byDate = new Map<string, Cents>();
  let latest: InvoiceMoneyRow | undefined;
  let invoices = 0;
  for (const row of rows) {
    const balance = balanceOf(row);
    if (!row.dueDate || balance <= 0) continue;
    invoices += 1;
    byDate.set(row.dueDate, sumCents([byDate.get(row.dueDate) ?? 0, balance]));
    if (!latest || row.id > latest.id) latest = row;
  }
  const dues = [...byDate].sort(([a], [b]) => (a < b ? -1 : 1)).map(([dueDate, openCents]) => ({ dueDate, openCents }));
  return {
    customerId,
    customerName: latest ? customerNameOf(latest) : `Customer #${customerId}`,
    openCents: sumCents(dues.map((due) => due.openCents)),
    invoices,
    dues,
  };
}

/** A due date's total from the open invoices due that day. */
export function dayTotalOf(dueDate: string, rows: readonly InvoiceMoneyRow[]): ReceivableDayTotal {
  const balances = rows.map(balanceOf).filter((cents) => cents > 0);
  return { dueDate, openCents: sumCents(balances), invoices: balances.length };
}

/**
 * After a write that may have changed what `invoice`'s customer owes (sent, paid, credited, voided):
 * the customer's total and its due date's, recomputed from the invoices. A failure is logged, never
 * the caller's: the invoice is stored, and the reconcile job puts the totals right.
 */
export async function refreshReceivables(invoice: { customerId: number; dueDate?: string | null }): Promise<void> {
  try {
    await receivableTotals.putCustomer(customerTotalOf(invoice.customerId, await receivableTotals.openInvoicesOf(invoice.customerId)));
    if (invoice.dueDate) await receivableTotals.putDay(dayTotalOf(invoice.dueDate, await receivableTotals.openInvoicesDue(invoice.dueDate)));
  } catch (err) {
    logger().warn({ err, customerId: invoice.customerId }, 'receivable totals not updated; the reconcile job will');
  }
}

const sameCustomer = (a: ReceivableCustomerTotal, b: ReceivableCustomerTotal | undefined) =>
  !!b &&
  a.customerName === b.customerName &&
  a.openCents === b.openCents &&
  a.invoices === b.invoices &&
  a.dues.length === b.dues.length &&
  a.dues.every((due, i) => due.dueDate === b.dues[i].dueDate && due.openCents === b.dues[i].openCents);
const sameDay = (a: ReceivableDayTotal, b: ReceivableDayTotal | undefined) => !!b && a.openCents === b.openCents && a.invoices === b.invoices;

/** Every total recomputed from the open invoices (one cursor); only those that differ are written. */
export async function reconcileReceivables(): Promise<{ customers: number; days: number; corrected: number }> {
  const byCustomer = new Map<number, InvoiceMoneyRow[]>();
  const byDay = new Map<string, InvoiceMoneyRow[]>();
  for await (const row of receivableTotals.allOpenInvoices()) {
    const ofCustomer = byCustomer.get(row.customerId) ?? [];
    if (!ofCustomer.length) byCustomer.set(row.customerId, ofCustomer);
    ofCustomer.push(row);
    if (!row.dueDate) continue;
    const ofDay = byDay.get(row.dueDate) ?? [];
    if (!ofDay.length) byDay.set(row.dueDate, ofDay);
    ofDay.push(row);
  }
  const customers = [...byCustomer].map(([id, rows]) => customerTotalOf(id, rows)).filter((total) => total.openCents > 0);
  const days = [...byDay].map(([date, rows]) => dayTotalOf(date, rows)).filter((total) => total.openCents > 0);
  const stored = await receivableTotals.stored();
  const storedCustomers = new Map(stored.customers.map((total) => [total.customerId, total]));
  const storedDays = new Map(stored.days.map((total) => [total.dueDate, total]));
  let corrected = 0;
  for (const total of customers) {
    if (sameCustomer(total, storedCustomers.get(total.customerId))) continue;
    await receivableTotals.putCustomer(total);
    corrected += 1;
  }
  for (const total of days) {
    if (sameDay(total, storedDays.get(total.dueDate))) continue;
    await receivableTotals.putDay(total);
    corrected += 1;
  }
  const owing = new Set(customers.map((total) => total.customerId));
  const owedOn = new Set(days.map((total) => total.dueDate));
  const settledCustomers = stored.customers.map((total) => total.customerId).filter((id) => !owing.has(id));
  const settledDays = stored.days.map((total) => total.dueDate).filter((date) => !owedOn.has(date));
  await receivableTotals.drop(settledCustomers, settledDays);
  return { customers: customers.length, days: days.length, corrected: corrected + settledCustomers.length + settledDays.length };
}

let firstRun: Promise<unknown> | null = null;

/** Reconciles now and every `everyMs`; the aging report waits for the first run (the totals of a database the API did not write). Returns a stop function. */
export function startReceivablesReconcile({ everyMs = RECONCILE_EVERY_MS } = {}): () => void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= reconcileReceivables()
      .then((run) => {
        if (run.corrected) logger().info({ event: 'billing.receivables_reconciled', ...run }, 'receivable totals corrected');
      })
      .catch((err: unknown) => logger().warn({ err }, 'receivable totals not reconciled; trying again next run'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  firstRun = tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The totals the aging report reads: the customers who owe the most, how many owe, and every due date's total. */
export async function agingTotals(): Promise<{ customers: ReceivableCustomerTotal[]; count: number; days: ReceivableDayTotal[] }> {
  await firstRun;
  const [{ customers, count }, days] = await Promise.all([receivableTotals.largest(AGING_TOP_CUSTOMERS), receivableTotals.days()]);
  return { customers, count, days };
}

/** Every customer who owes something, largest balance first, bucketed on `today`: the aging export, streamed. */
export async function* everyCustomerAging(today: string): AsyncGenerator<AgingExportRow> {
  await firstRun;
  for await (const { customerId, customerName, invoices, dues } of receivableTotals.eachCustomer()) {
    yield { customerId, customerName, invoices, ...bucketsOfDue(dues, today) };
  }
}

/** How many customers owe something (the export's X-Total-Count). */
export async function customersOwing(): Promise<number> {
  await firstRun;
  return receivableTotals.countOwing();
}
