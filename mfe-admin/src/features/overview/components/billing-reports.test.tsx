import { screen, within } from '@testing-library/react';
import type { ArAgingView, WeeklyMargin, WeeklyRevenueView } from '@freight/domain/billing';
import { mockApi, type MockApi, renderWithProviders } from '@freight/platform/testing';
import { theme } from '@freight/ui';
import { BillingReports } from './billing-reports';

const week = (weekOf: string, fields: Partial<WeeklyMargin> = {}): WeeklyMargin => ({
  weekOf,
  loads: 0,
  revenueCents: 0,
  loadsWithMargin: 0,
  costCents: 0,
  marginCents: 0,
  marginPercent: null,
  ...fields,
});

const WEEKLY: WeeklyRevenueView = {
  asOf: '2026-11-29',
  basis: 'delivery-week',
  weeks: [
    week('2026-11-09', { loads: 1, revenueCents: 50_000, loadsWithMargin: 1, costCents: 55_000, marginCents: -5_000, marginPercent: -10 }),
    week('2026-11-16'),
    week('2026-11-23', { loads: 3, revenueCents: 310_000, loadsWithMargin: 2, costCents: 180_000, marginCents: 70_000, marginPercent: 28 }),
  ],
};

const AGING: ArAgingView = {
  asOf: '2026-11-29',
  invoices: 4,
  customerCount: 2,
  customers: [
    { customerId: 7, customerName: 'Acme Foods', buckets: { current: 100_000, '1-30': 15_000, '31-60': 0, '61-90': 0, '90+': 0 }, totalCents: 115_000 },
    { customerId: 9, customerName: 'Zephyr Mills', buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 40_000, '90+': 50_000 }, totalCents: 90_000 },
  ],
  buckets: { current: 100_000, '1-30': 15_000, '31-60': 0, '61-90': 40_000, '90+': 50_000 },
  totalCents: 205_000,
};

/** The charts' chunk (visx) is loaded on first use: the first render of a chart may take a while on a busy machine. */
const CHART_CHUNK = { timeout: 10_000 };

/** A table's rows as the text of their cells. */
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));

describe('BillingReports', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('draws revenue and margin per week as a labelled image, with every number in a table beside it', async () => {
    api = mockApi({ 'GET /api/admin/billing-reports/weekly-revenue': { body: WEEKLY }, 'GET /api/admin/billing-reports/ar-aging': { body: AGING } });
    renderWithProviders(<BillingReports />);

    const chart = await screen.findByRole('img', { name: 'Bar chart of revenue and margin per week' }, CHART_CHUNK);
    expect(chart).toHaveAccessibleDescription('Weeks of Nov 9 to Nov 23: revenue $3,600.00, margin $650.00. The numbers of each week are in the table below the chart.');
    // A bar per week and series; the week's loss in the loss colour.
    expect(chart.querySelectorAll('rect[data-series="revenue"]')).toHaveLength(3);
    const margins = chart.querySelectorAll('rect[data-series="margin"]');
    expect(margins).toHaveLength(3);
    expect(margins[0]).toHaveAttribute('fill', theme.colors.red600);
    expect(margins[2]).toHaveAttribute('fill', theme.colors.green600);

    const table = screen.getByRole('table', { name: 'Revenue and margin per week, as numbers' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Week of', 'Loads', 'Revenue', 'Carrier cost', 'Margin', 'Margin %']);
    expect(rowsOf(table).slice(1)).toEqual([
      ['Nov 9', '1', '$500.00', '$550.00', '-$50.00', '-10.0%'],
      ['Nov 16', '0', '$0.00', '$0.00', '$0.00', '—'],
      ['Nov 23', '3', '$3,100.00', '$1,800.00', '$700.00', '28.0%'],
      // The three weeks: $650.00 of margin on the $3,000.00 the loads with a margin earned.
      ['3 weeks', '4', '$3,600.00', '$2,350.00', '$650.00', '21.7%'],
    ]);
  });

  it("draws receivables by days past due, and lists each customer's balances under the chart", async () => {
    api = mockApi({ 'GET /api/admin/billing-reports/weekly-revenue': { body: WEEKLY }, 'GET /api/admin/billing-reports/ar-aging': { body: AGING } });
    renderWithProviders(<BillingReports />);

    const chart = await screen.findByRole('img', { name: 'Bar chart of open receivables by days past due' }, CHART_CHUNK);
    expect(chart).toHaveAccessibleDescription("Open receivables $2,050.00, of which $1,050.00 past due. The balances of the customers who owe the most are in the table below the chart.");
    expect(screen.getByText('Every customer with an open balance, largest first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download every customer (CSV)' })).toHaveAttribute('href', '/api/admin/billing-reports/ar-aging.csv');
    expect([...chart.querySelectorAll('rect[data-bucket]')].map((bar) => bar.getAttribute('data-bucket'))).toEqual(['current', '1-30', '31-60', '61-90', '90+']);
    expect(screen.getByText(/as of November 29, 2026/)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Receivables aging per customer' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Customer', 'Current', '1–30', '31–60', '61–90', '90+', 'Total']);
    expect(rowsOf(table).slice(1)).toEqual([
      ['Acme Foods', '$1,000.00', '$150.00', '$0.00', '$0.00', '$0.00', '$1,150.00'],
      ['Zephyr Mills', '$0.00', '$0.00', '$0.00', '$400.00', '$500.00', '$900.00'],
      ['All customers', '$1,000.00', '$150.00', '$0.00', '$400.00', '$500.00', '$2,050.00'],
    ]);
  });

  it('says when the table names only the customers who owe the most', async () => {
    api = mockApi({ 'GET /api/admin/billing-reports/weekly-revenue': { body: WEEKLY }, 'GET /api/admin/billing-reports/ar-aging': { body: { ...AGING, customerCount: 14 } } });
    renderWithProviders(<BillingReports />);
    expect(await screen.findByText('The 2 customers who owe the most, of 14 with open balances; the last row counts every customer.')).toBeInTheDocument();
  });

  it('says when nobody owes anything, and keeps the other report when one fails', async () => {
    api = mockApi({
      'GET /api/admin/billing-reports/weekly-revenue': { status: 500, body: { message: 'Something went wrong' } },
      'GET /api/admin/billing-reports/ar-aging': { body: { ...AGING, invoices: 0, customerCount: 0, customers: [], buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 }, totalCents: 0 } },
    });
    renderWithProviders(<BillingReports />);
    expect(await screen.findByText('No customer owes anything right now.')).toBeInTheDocument();
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
