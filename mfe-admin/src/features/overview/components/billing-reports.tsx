import { lazy, type ReactNode, Suspense } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatCalendarDate } from '@freight/domain';
import { REPORT_TEXTS, REPORT_WEEKS, sumCents } from '@freight/domain/billing';
import { Button, Card, CardDescription, CardTitle, EmptyState, Spinner } from '@freight/ui';
import { ErrorBoundary } from '@freight/platform';
import { AGING_CSV_URL, useGetArAgingQuery, useGetWeeklyRevenueQuery } from '../api/billing-reports-api';
import { AgingTable, WeeklyTable } from './billing-report-tables';

// The charts and visx arrive in their own chunk once the Overview has painted: the counts never wait for them.
const charts = () => import(/* webpackChunkName: "billing-charts" */ '../charts/billing-charts');
const WeeklyRevenueChart = lazy(() => charts().then((m) => ({ default: m.WeeklyRevenueChart })));
const AgingChart = lazy(() => charts().then((m) => ({ default: m.AgingChart })));

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Placeholder = styled.p`
  display: grid;
  place-items: center;
  min-height: 260px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

`;

const Swatch = styled.li<{ $color: string }>`
  &::before {
    content: '';
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    margin-right: ${({ theme }) => theme.space[2]};
    border-radius: 2px;
    background: ${({ $color }) => $color};
    vertical-align: -0.05rem;
  }
`;

/** A report on its way, or one that could not be read. */
function ReportState({ isError }: { isError: boolean }) {
  return isError ? <EmptyState title={REPORT_TEXTS.reportFailed} description="Please refresh the page or try again in a moment." /> : <Spinner label="Loading the report" showLabel />;
}

/** A chart drawn when its chunk arrives; if it cannot be, the table below still has every number. */
function ChartSlot({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<Placeholder role="status">{REPORT_TEXTS.chartFailed}</Placeholder>}>
      <Suspense fallback={<Placeholder role="status">{REPORT_TEXTS.chartLoading}</Placeholder>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function WeeklyRevenueCard() {
  const { colors } = useTheme();
  const { data, isError } = useGetWeeklyRevenueQuery();
  const weeks = data?.weeks ?? [];
  return (
    <Card as="section" aria-labelledby="weekly-revenue-title">
      <CardTitle as="h2" id="weekly-revenue-title">
        {REPORT_TEXTS.weeklyTitle}
      </CardTitle>
      <CardDescription>{REPORT_TEXTS.weeklyDescription(REPORT_WEEKS)}</CardDescription>
      {!data && <ReportState isError={isError} />}
      {weeks.length > 0 && (
        <>
          <ChartSlot>
            <WeeklyRevenueChart
              weeks={weeks}
              label={REPORT_TEXTS.weeklyChart}
              summary={REPORT_TEXTS.weeklySummary(weeks[0].weekOf, weeks[weeks.length - 1].weekOf, sumCents(weeks.map((w) => w.revenueCents)), sumCents(weeks.map((w) => w.marginCents)))}
            />
          </ChartSlot>
          <Legend aria-label="Chart colours">
            <Swatch $color={colors.blue500}>{REPORT_TEXTS.revenue}</Swatch>
            <Swatch $color={colors.green600}>{REPORT_TEXTS.margin}</Swatch>
          </Legend>
          <WeeklyTable weeks={weeks} />
        </>
      )}
    </Card>
  );
}

function AgingCard() {
  const { data, isError } = useGetArAgingQuery();
  const pastDue = data ? sumCents([data.buckets['1-30'], data.buckets['31-60'], data.buckets['61-90'], data.buckets['90+']]) : 0;
  return (
    <Card as="section" aria-labelledby="aging-title">
      <CardTitle as="h2" id="aging-title">
        {REPORT_TEXTS.agingTitle}
      </CardTitle>
      {data && <CardDescription>{REPORT_TEXTS.agingDescription(formatCalendarDate(data.asOf))}</CardDescription>}
      {!data && <ReportState isError={isError} />}
      {data && data.customers.length === 0 && <EmptyState title={REPORT_TEXTS.noReceivables} />}
      {data && data.customers.length > 0 && (
        <>
          <ChartSlot>
            <AgingChart buckets={data.buckets} label={REPORT_TEXTS.agingChart} summary={REPORT_TEXTS.agingSummary(data.totalCents, pastDue)} />
          </ChartSlot>
          <CardDescription>{REPORT_TEXTS.agingTopCustomers(data.customers.length, data.customerCount)}</CardDescription>
          <AgingTable report={data} />
          <Actions>
            <Button as="a" size="sm" variant="outline" href={AGING_CSV_URL} download>
              {REPORT_TEXTS.agingExport}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}

/** Staff's billing picture on the Overview: revenue and margin per week, and who owes what for how long. */
export function BillingReports() {
  return (
    <Grid>
      <WeeklyRevenueCard />
      <AgingCard />
    </Grid>
  );
}
