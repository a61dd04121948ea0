import { easternDate, easternInstant } from '@freight/domain';
import {
  type ArAgingView,
  agingReport,
  creditedCents,
  type Invoice,
  invoiceBalance,
  type InvoicePayment,
  invoiceTotal,
  type LoadMargin,
  loadMargin,
  type LoadMarginView,
  type OpenInvoice,
  payableAmount,
  plusDays,
  reportWeeks,
  weeklyMarginTally,
  type WeeklyRevenueView,
} from '@freight/domain/billing';
import { billingReports, type InvoiceExportFilter, type InvoiceMoneyRow, type LoadMoneyRow } from '../../store';

/** Loads whose invoices are looked up in one query while a report reads its cursor. */
const LOOKUP_BATCH = 500;

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

/** What an invoiced load earns: the invoice's total less its credit notes; nothing for a void invoice (docs/billing.md). */
export const invoicedCents = (row: InvoiceMoneyRow): number | null => (row.status === 'void' ? null : invoiceTotal(invoiceOf(row)) - creditedCents(invoiceOf(row)));

/** Open receivables on `today` (Eastern): each sent or partially paid invoice's balance, by customer and days past due. */
export async function arAging(today = easternDate()): Promise<ArAgingView> {
  const open: OpenInvoice[] = [];
  for await (const row of billingReports.openInvoices()) {
    if (!row.dueDate) continue;
    const balanceCents = invoiceBalance(invoiceOf(row), paymentsOf(row));
    if (balanceCents > 0) open.push({ customerId: row.customerId, customerName: customerNameOf(row), dueDate: row.dueDate, balanceCents });
  }
  return { asOf: today, invoices: open.length, ...agingReport(open, today) };
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
