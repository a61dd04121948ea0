import { easternDate, easternInstant } from '@freight/domain';
import {
  type ArAgingView,
  bucketsOfDue,
  creditedCents,
  invoiceTotal,
  type LoadMargin,
  loadMargin,
  type LoadMarginView,
  payableAmount,
  plusDays,
  reportWeeks,
  weeklyMarginTally,
  type WeeklyRevenueView,
} from '@freight/domain/billing';
import { billingReports, type InvoiceExportFilter, type InvoiceMoneyRow, type LoadMoneyRow } from '../../store';
import { invoiceOf } from './invoice-money';
import { agingTotals } from './receivable-totals';

/** Loads whose invoices are looked up in one query while a report reads its cursor. */
const LOOKUP_BATCH = 500;

/** What an invoiced load earns: the invoice's total less its credit notes; nothing for a void invoice (docs/billing.md). */
export const invoicedCents = (row: InvoiceMoneyRow): number | null => (row.status === 'void' ? null : invoiceTotal(invoiceOf(row)) - creditedCents(invoiceOf(row)));

/**
 * Open receivables on `today` (Eastern), from the running totals (receivable-totals): the customers
 * who owe the most, each by days past due, and every customer's balances by due date.
 */
export async function arAging(today = easternDate()): Promise<ArAgingView> {
  const { customers, count, days } = await agingTotals();
  const overall = bucketsOfDue(days, today);
  return {
    asOf: today,
    invoices: days.reduce((sum, day) => sum + day.invoices, 0),
    customerCount: count,
    customers: customers.map(({ customerId, customerName, dues }) => ({ customerId, customerName, ...bucketsOfDue(dues, today) })),
    ...overall,
  };
}

/** The margins of these loads: their invoices and carrier payables read in one query each. */
async function marginsOf(loads: readonly LoadMoneyRow[]): Promise<Map<number, LoadMargin>> {
  const ids = loads.map((load) => load.id);
  const invoiced = new Map((await billingReports.invoicesOfLoads(ids)).map((row) => [row.shipmentId, invoicedCents(row)]));
  const owed = new Map((await billingReports.payablesOfLoads(ids)).map((p) => [p.shipmentId, payableAmount(p.rateConfirmationCents, p.accessorials ?? [])]));
  return new Map(
    loads.map((load) => [
      load.id,
      loadMargin({
        acceptedPrice: load.price,
        invoiceTotalCents: invoiced.get(load.id) ?? null,
        payableCents: owed.get(load.id) ?? null,
        signedRate: load.award?.signedAt ? load.award.rate : null,
      }),
    ]),
  );
}

/** Staff's margins of the named loads, in the order named (unknown ids are left out). */
export async function loadMargins(ids: readonly number[]): Promise<LoadMarginView[]> {
  const loads = await billingReports.loads(ids);
  const margins = await marginsOf(loads);
  return ids.filter((id) => margins.has(id)).map((id) => ({ shipmentId: id, ...margins.get(id)! }));
}

/**
 * Revenue and margin of the loads delivered in each of the last REPORT_WEEKS weeks (Monday to
 * Sunday, Eastern). The deliveries are read from a cursor on the delivery index, their invoices a
 * batch at a time, and each load is added to its week's sums and dropped.
 */
export async function weeklyRevenue(today = easternDate()): Promise<WeeklyRevenueView> {
  const mondays = reportWeeks(today);
  const tally = weeklyMarginTally(today, mondays.length);
  const addAll = async (loads: LoadMoneyRow[]) => {
    if (!loads.length) return;
    const margins = await marginsOf(loads);
    for (const load of loads) tally.add(easternDate(new Date(load.deliveredAt!)), margins.get(load.id)!);
  };
  let batch: LoadMoneyRow[] = [];
  for await (const load of billingReports.deliveredBetween(easternInstant(mondays[0]), easternInstant(plusDays(mondays[mondays.length - 1], 7)))) {
    batch.push(load);
    if (batch.length < LOOKUP_BATCH) continue;
    await addAll(batch);
    batch = [];
  }
  await addAll(batch);
  return { asOf: today, basis: 'delivery-week', weeks: tally.weeks() };
}

/** The invoices an export holds, oldest first, read from a cursor; and how many they are. */
export const exportedInvoices = (filter: InvoiceExportFilter) => billingReports.exportedInvoices(filter);
export const countExported = (filter: InvoiceExportFilter) => billingReports.countExported(filter);
