import type { AgingReport } from './aging';
import { type IsoDate, mondayOf, plusDays } from './calendar';
import { type Cents, formatCents, sumCents } from './cents';
import { type LoadMargin, marginPercentOf } from './margin';

/**
 * Staff's billing reports: receivables by how late they are (aging.ts), and revenue and margin per
 * week. A load counts in the week (Monday to Sunday, Eastern time) it was delivered: the week the
 * brokerage earned it, whether or not it is invoiced yet (docs/billing.md).
 */

/** The weekly report's span: this week and the eleven before it. */
export const REPORT_WEEKS = 12;

/** The Mondays of the report's weeks, oldest first, the last one this week's. */
export function reportWeeks(today: IsoDate, weeks = REPORT_WEEKS): IsoDate[] {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`A report spans one week or more, not ${weeks}`);
  const thisWeek = mondayOf(today);
  return Array.from({ length: weeks }, (_, i) => plusDays(thisWeek, -7 * (weeks - 1 - i)));
}

export interface WeeklyMargin {
  /** The Monday the week starts on. */
  weekOf: IsoDate;
  /** Loads delivered that week. */
  loads: number;
  /** The revenue of those loads (each that has one). */
  revenueCents: Cents;
  /** The loads with both a revenue and a cost: only they have a margin. */
  loadsWithMargin: number;
  /** Their carrier cost and margin. */
  costCents: Cents;
  marginCents: Cents;
  /** The margin as a percent of those loads' revenue (one decimal), or null when no load has a margin. */
  marginPercent: number | null;
}

interface WeekSums {
  loads: number;
  revenue: Cents;
  withMargin: number;
  marginRevenue: Cents;
  cost: Cents;
  margin: Cents;
}

/**
 * Adds loads up per delivery week, one at a time, so a report read from a cursor keeps a dozen sums,
 * never the loads. Loads delivered outside the report's weeks are left out.
 */
export function weeklyMarginTally(today: IsoDate, weeks = REPORT_WEEKS) {
  const mondays = reportWeeks(today, weeks);
  const sums = new Map<IsoDate, WeekSums>(mondays.map((monday) => [monday, { loads: 0, revenue: 0, withMargin: 0, marginRevenue: 0, cost: 0, margin: 0 }]));
  return {
    add(deliveredOn: IsoDate, margin: LoadMargin): void {
      const week = sums.get(mondayOf(deliveredOn));
      if (!week) return;
      week.loads += 1;
      if (margin.revenueCents !== null) week.revenue = sumCents([week.revenue, margin.revenueCents]);
      if (margin.marginCents === null || margin.revenueCents === null || margin.costCents === null) return;
      week.withMargin += 1;
      week.marginRevenue = sumCents([week.marginRevenue, margin.revenueCents]);
      week.cost = sumCents([week.cost, margin.costCents]);
      week.margin = sumCents([week.margin, margin.marginCents]);
    },
    weeks(): WeeklyMargin[] {
      return mondays.map((weekOf) => {
        const week = sums.get(weekOf)!;
        return {
          weekOf,
          loads: week.loads,
          revenueCents: week.revenue,
          loadsWithMargin: week.withMargin,
          costCents: week.cost,
          marginCents: week.margin,
          marginPercent: week.withMargin ? marginPercentOf(week.margin, week.marginRevenue) : null,
        };
      });
    },
  };
}

/** The weekly report of a list of delivered loads (the tally, for loads already in hand). */
export function weeklyMargins(loads: readonly { deliveredOn: IsoDate; margin: LoadMargin }[], today: IsoDate, weeks = REPORT_WEEKS): WeeklyMargin[] {
  const tally = weeklyMarginTally(today, weeks);
  for (const load of loads) tally.add(load.deliveredOn, load.margin);
  return tally.weeks();
}

/** How many customers the aging report names: those who owe the most. The totals count everyone. */
export const AGING_TOP_CUSTOMERS = 10;

/**
 * GET /api/admin/billing-reports/ar-aging: open receivables on `asOf` (today, Eastern). `customers`
 * are the AGING_TOP_CUSTOMERS who owe the most, largest balance first; `buckets` and `totalCents`
 * are every customer's.
 */
export interface ArAgingView extends AgingReport {
  asOf: IsoDate;
  /** The open invoices counted (sent or partially paid, with a balance). */
  invoices: number;
  /** The customers who owe something, named in `customers` or not. */
  customerCount: number;
}

/** GET /api/admin/billing-reports/weekly-revenue: the last REPORT_WEEKS weeks by delivery week, oldest first. */
export interface WeeklyRevenueView {
  asOf: IsoDate;
  basis: 'delivery-week';
  weeks: WeeklyMargin[];
}

/** GET /api/admin/billing-reports/margins: one load's money, for staff. */
export interface LoadMarginView extends LoadMargin {
  shipmentId: number;
}

/** The most loads one margins request may name (a page of a list). */
export const MAX_MARGIN_LOADS = 100;

export const REPORT_MESSAGES = {
  shipmentIds: `Name 1 to ${MAX_MARGIN_LOADS} shipments by number id, separated by commas.`,
  exportDate: 'Enter the date as YYYY-MM-DD.',
  exportRange: 'The start date must be on or before the end date.',
  exportStatus: 'Choose an invoice status from the list, or all.',
} as const;

/** "Sep 7": a week's Monday as the charts and tables label it. */
export const formatWeekOf = (monday: IsoDate): string =>
  new Date(`${monday}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** What the pages say around the reports and exports. */
export const REPORT_TEXTS = {
  weeklyTitle: 'Revenue and margin per week',
  allWeeks: (weeks: number) => `${weeks} weeks`,
  allCustomers: 'All customers',
  weeklyDescription: (weeks: number) => `Loads delivered in each of the last ${weeks} weeks (Monday to Sunday, Eastern time). Revenue is the invoice total, or the accepted price until the load is invoiced; margin counts the loads whose carrier cost is known.`,
  weeklyTable: 'Revenue and margin per week, as numbers',
  weeklyChart: 'Bar chart of revenue and margin per week',
  weeklySummary: (first: IsoDate, last: IsoDate, revenueCents: Cents, marginCents: Cents) =>
    `Weeks of ${formatWeekOf(first)} to ${formatWeekOf(last)}: revenue ${formatCents(revenueCents)}, margin ${formatCents(marginCents)}. The numbers of each week are in the table below the chart.`,
  agingChart: 'Bar chart of open receivables by days past due',
  agingSummary: (totalCents: Cents, pastDueCents: Cents) =>
    `Open receivables ${formatCents(totalCents)}, of which ${formatCents(pastDueCents)} past due. The balances of the customers who owe the most are in the table below the chart.`,
  agingTitle: 'Receivables aging',
  agingDescription: (asOf: string) => `Open balances of sent and partially paid invoices, by days past their due date, as of ${asOf}.`,
  agingBucketsTable: 'Open balances by days past due, as numbers',
  agingCustomersTable: 'Receivables aging per customer',
  agingExport: 'Download every customer (CSV)',
  agingTopCustomers: (shown: number, count: number) =>
    shown < count ? `The ${shown} customers who owe the most, of ${count} with open balances; the last row counts every customer.` : `Every customer with an open balance, largest first.`,
  noReceivables: 'No customer owes anything right now.',
  chartLoading: 'Loading the chart…',
  chartFailed: 'The chart could not be drawn. The numbers are in the table below.',
  reportFailed: 'The report could not be loaded.',
  revenue: 'Revenue',
  cost: 'Carrier cost',
  margin: 'Margin',
  marginPercent: 'Margin %',
  loads: 'Loads',
  weekOf: 'Week of',
  customer: 'Customer',
  total: 'Total',
  loadMoneyTitle: 'Revenue and margin',
  noCost: 'No margin yet: no carrier has signed a rate confirmation for this load.',
  noRevenue: 'No margin: the load has no price the customer accepted.',
  exportsTitle: 'Export invoices',
  exportCsv: 'Download invoices (CSV)',
  exportQuickBooks: 'Download for QuickBooks Online',
  exportHint: 'Sent, partially paid and paid invoices go to QuickBooks, one row per invoice line. Leave the dates empty for every invoice.',
  exportFrom: 'Invoice date from',
  exportTo: 'Invoice date to',
} as const;
