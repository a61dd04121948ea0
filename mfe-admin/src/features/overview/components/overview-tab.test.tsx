import { screen, within } from '@testing-library/react';
import type { AdminStats } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { makeQuote } from '../../../testing/fixtures';
import { OverviewTab } from './overview-tab';

/** Billing reports with nothing in them: no receivables, no delivery in the last weeks. */
const EMPTY_REPORTS = {
  'GET /api/admin/billing-reports/ar-aging': { body: { asOf: '2026-11-29', invoices: 0, customerCount: 0, customers: [], buckets: { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 }, totalCents: 0 } },
  'GET /api/admin/billing-reports/weekly-revenue': { body: { asOf: '2026-11-29', basis: 'delivery-week', weeks: [] } },
};

const STATS: AdminStats = {
  users: { total: 1520, active: 1490 },
  quotes: { total: 310, pending: 41, overdue: 6, approved: 120, rejected: 19, completed: 98 },
  carrierRates: { total: 12, active: 9 },
  equipment: { total: 7, active: 6 },
  mail: { queued: 3, sent: 1204, failed: 2 },
  recentQuotes: [1, 2, 3, 4, 5].map((id) => makeQuote({ id, firstName: `Client${id}`, status: id === 2 ? 'approved' : 'pending' })),
};

describe('OverviewTab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("shows every count of the spec's overview from one stats call, and the 5 recent quotes", async () => {
    api = mockApi({ 'GET /api/admin/stats': { body: STATS }, ...EMPTY_REPORTS });
    renderWithProviders(<OverviewTab />);
    const expected: Array<[string, string]> = [
      ['Total Users', '1,520'],
      ['Active Users', '1,490'],
      ['Total Quotes', '310'],
      ['Pending Quotes', '41'],
      ['Approved Quotes', '120'],
      ['Rejected Quotes', '19'],
      ['Completed Quotes', '98'],
      ['Carrier Rates', '12'],
      ['Active Carrier Rates', '9'],
      ['Equipment Types', '7'],
      ['Active Equipment Types', '6'],
      ['Emails Queued', '3'],
      ['Emails Sent', '1,204'],
      ['Emails Failed', '2'],
    ];
    for (const [label, value] of expected) {
      const term = await screen.findByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    const recent = within(screen.getByRole('heading', { name: 'Recent Quotes' }).parentElement!).getAllByRole('listitem');
    expect(recent).toHaveLength(5);
    expect(within(recent[1]).getByText('Approved')).toBeInTheDocument();
    // The counts come from one call; the billing reports below them from their own.
    expect(await screen.findByText('No customer owes anything right now.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/api/admin/billing-reports/ar-aging', '/api/admin/billing-reports/weekly-revenue', '/api/admin/stats']);
  });
});
