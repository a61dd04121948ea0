import { type IsoDate, mondayOf } from './calendar';
import { assertCents, type Cents, sumCents } from './cents';
import { daysPastDue } from './terms';

/**
 * Accounts receivable aging: what customers owe, by how long it is past due. An invoice is
 * current up to and on its due date; "1–30" starts the next day; "90+" is 91 days and more.
 */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  '1-30': '1–30',
  '31-60': '31–60',
  '61-90': '61–90',
  '90+': '90+',
};

/** The bucket for a number of whole days past due (0 or less: not past due). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (!Number.isInteger(daysPastDue)) throw new RangeError(`Days past due are whole days, not ${daysPastDue}`);
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  return daysPastDue <= 90 ? '61-90' : '90+';
}

/** An invoice with money still owed on it, as the aging report needs it. */
export interface OpenInvoice {
  customerId: number;
  customerName: string;
  dueDate: IsoDate;
  balanceCents: Cents;
}

export type BucketTotals = Record<AgingBucket, Cents>;

export interface CustomerAging {
  customerId: number;
  customerName: string;
  buckets: BucketTotals;
  totalCents: Cents;
}

export interface AgingReport {
  /** One row per customer that owes something, by name. */
  customers: CustomerAging[];
  buckets: BucketTotals;
  totalCents: Cents;
}

const noBuckets = (): BucketTotals => ({ current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 });
const addTo = (buckets: BucketTotals, bucket: AgingBucket, cents: Cents) => {
  buckets[bucket] = sumCents([buckets[bucket], cents]);
};

/** The aging report on `today`: per customer and overall, each bucket and the total, in cents. Invoices with a zero balance are left out. */
export function agingReport(openInvoices: readonly OpenInvoice[], today: IsoDate): AgingReport {
  const rows = new Map<number, CustomerAging>();
  const buckets = noBuckets();
  for (const invoice of openInvoices) {
    if (assertCents(invoice.balanceCents, 'An open balance') === 0) continue;
    const bucket = agingBucketOf(daysPastDue(invoice.dueDate, today));
    const row = rows.get(invoice.customerId) ?? { customerId: invoice.customerId, customerName: invoice.customerName, buckets: noBuckets(), totalCents: 0 };
    rows.set(invoice.customerId, row);
    addTo(row.buckets, bucket, invoice.balanceCents);
    row.totalCents = sumCents([row.totalCents, invoice.balanceCents]);
    addTo(buckets, bucket, invoice.balanceCents);
  }
  const customers = [...rows.values()].sort((a, b) => a.customerName.localeCompare(b.customerName, 'en') || a.customerId - b.customerId);
  return { customers, buckets, totalCents: sumCents(customers.map((c) => c.totalCents)) };
}

/** Money still owed that falls due on one date: one customer's, or every customer's that day. */
export interface DueBalance {
  dueDate: IsoDate;
  openCents: Cents;
}

/** Balances kept per due date, bucketed on `today`: the report built from running totals instead of invoices. */
export function bucketsOfDue(dues: readonly DueBalance[], today: IsoDate): { buckets: BucketTotals; totalCents: Cents } {
  const buckets = noBuckets();
  for (const due of dues) addTo(buckets, agingBucketOf(daysPastDue(due.dueDate, today)), assertCents(due.openCents, 'An open balance'));
  return { buckets, totalCents: sumCents(AGING_BUCKETS.map((bucket) => buckets[bucket])) };
}

/** A carrier payable not yet paid, with the date it is to be paid. */
export interface OpenPayable {
  dueDate: IsoDate;
  amountCents: Cents;
}

export interface PayablesWeek {
  /** The Monday the week starts on. */
  weekOf: IsoDate;
  count: number;
  totalCents: Cents;
  /** The part already past due on `today`: it is owed now, so it is counted in this week, not an earlier one. */
  pastDueCents: Cents;
}

/** Carrier pay due, per week (Monday to Sunday) from this week on, earliest first; what is past due falls in this week. */
export function payablesDueByWeek(payables: readonly OpenPayable[], today: IsoDate): PayablesWeek[] {
  const thisWeek = mondayOf(today);
  const weeks = new Map<IsoDate, PayablesWeek>();
  for (const payable of payables) {
    const dueWeek = mondayOf(payable.dueDate);
    const weekOf = dueWeek < thisWeek ? thisWeek : dueWeek;
    const week = weeks.get(weekOf) ?? { weekOf, count: 0, totalCents: 0, pastDueCents: 0 };
    weeks.set(weekOf, week);
    week.count += 1;
    week.totalCents = sumCents([week.totalCents, payable.amountCents]);
    if (payable.dueDate < today) week.pastDueCents = sumCents([week.pastDueCents, payable.amountCents]);
  }
  return [...weeks.values()].sort((a, b) => (a.weekOf < b.weekOf ? -1 : 1));
}
