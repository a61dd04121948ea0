import { AGING_BUCKET_LABELS, AGING_BUCKETS, type ArAgingView, type BucketTotals, formatCents, formatMarginPercent, formatWeekOf, marginPercentOf, REPORT_TEXTS, sumCents, type WeeklyMargin } from '@freight/domain/billing';
import { DenseTable } from '../../../components/dense-table';

const count = (n: number) => n.toLocaleString('en-US');
const percent = (value: number | null) => (value === null ? '—' : formatMarginPercent(value));

/** The weeks' numbers: the revenue chart's text alternative, with the twelve weeks' totals last. */
export function WeeklyTable({ weeks }: { weeks: WeeklyMargin[] }) {
  const cost = sumCents(weeks.map((w) => w.costCents));
  const margin = sumCents(weeks.map((w) => w.marginCents));
  // The loads with a margin earned their cost plus their margin: the percent of the whole span.
  const all = { loads: weeks.reduce((n, w) => n + w.loads, 0), revenue: sumCents(weeks.map((w) => w.revenueCents)), percent: weeks.some((w) => w.loadsWithMargin) ? marginPercentOf(margin, cost + margin) : null };
  return (
    <DenseTable label={REPORT_TEXTS.weeklyTable} cardsOnPhone>
      <caption>{REPORT_TEXTS.weeklyTable}</caption>
      <thead>
        <tr>
          <th scope="col">{REPORT_TEXTS.weekOf}</th>
          <th scope="col" data-numeric>{REPORT_TEXTS.loads}</th>
          <th scope="col" data-numeric>{REPORT_TEXTS.revenue}</th>
          <th scope="col" data-numeric>{REPORT_TEXTS.cost}</th>
          <th scope="col" data-numeric>{REPORT_TEXTS.margin}</th>
          <th scope="col" data-numeric>{REPORT_TEXTS.marginPercent}</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekOf}>
            <td>
              <strong>{formatWeekOf(week.weekOf)}</strong>
            </td>
            <td data-numeric data-label={REPORT_TEXTS.loads}>{count(week.loads)}</td>
            <td data-numeric data-label={REPORT_TEXTS.revenue}>{formatCents(week.revenueCents)}</td>
            <td data-numeric data-label={REPORT_TEXTS.cost}>{formatCents(week.costCents)}</td>
            <td data-numeric data-label={REPORT_TEXTS.margin}>{formatCents(week.marginCents)}</td>
            <td data-numeric data-label={REPORT_TEXTS.marginPercent}>{percent(week.marginPercent)}</td>
          </tr>
        ))}
        <tr>
          <td>
            <strong>{REPORT_TEXTS.allWeeks(weeks.length)}</strong>
          </td>
          <td data-numeric data-label={REPORT_TEXTS.loads}>{count(all.loads)}</td>
          <td data-numeric data-label={REPORT_TEXTS.revenue}>{formatCents(all.revenue)}</td>
          <td data-numeric data-label={REPORT_TEXTS.cost}>{formatCents(cost)}</td>
          <td data-numeric data-label={REPORT_TEXTS.margin}>{formatCents(margin)}</td>
          <td data-numeric data-label={REPORT_TEXTS.marginPercent}>{percent(all.percent)}</td>
        </tr>
      </tbody>
    </DenseTable>
  );
}

function BucketCells({ buckets, total }: { buckets: BucketTotals; total: number }) {
  return (
    <>
      {AGING_BUCKETS.map((bucket) => (
        <td key={bucket} data-numeric data-label={AGING_BUCKET_LABELS[bucket]}>
          {formatCents(buckets[bucket])}
        </td>
      ))}
      <td data-numeric data-label={REPORT_TEXTS.total}>
        <strong>{formatCents(total)}</strong>
      </td>
    </>
  );
}

/** Each customer's open balances by days past due, then every customer's: the aging chart's numbers. */
export function AgingTable({ report }: { report: ArAgingView }) {
  return (
    <DenseTable label={REPORT_TEXTS.agingCustomersTable} cardsOnPhone>
      <caption>{REPORT_TEXTS.agingCustomersTable}</caption>
      <thead>
        <tr>
          <th scope="col">{REPORT_TEXTS.customer}</th>
          {AGING_BUCKETS.map((bucket) => (
            <th key={bucket} scope="col" data-numeric>
              {AGING_BUCKET_LABELS[bucket]}
            </th>
          ))}
          <th scope="col" data-numeric>{REPORT_TEXTS.total}</th>
        </tr>
      </thead>
      <tbody>
        {report.customers.map((customer) => (
          <tr key={customer.customerId}>
            <td>
              <strong>{customer.customerName}</strong>
            </td>
            <BucketCells buckets={customer.buckets} total={customer.totalCents} />
          </tr>
        ))}
        <tr>
          <td>
            <strong>{REPORT_TEXTS.allCustomers}</strong>
          </td>
          <BucketCells buckets={report.buckets} total={report.totalCents} />
        </tr>
      </tbody>
    </DenseTable>
  );
}
