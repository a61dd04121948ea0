import { act, screen, waitFor, within } from '@testing-library/react';
import { PRICE_MESSAGES } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi, type MockReply } from '@freight/platform/testing';
import { makeQuote } from '../../../testing/fixtures';
import { QuotesTab } from './quotes-tab';

const QUOTES = [
  makeQuote({ id: 1, status: 'pending' }),
  makeQuote({ id: 2, status: 'approved' }),
  makeQuote({ id: 3, status: 'rejected' }),
  makeQuote({ id: 4, status: 'in-progress' }),
  makeQuote({ id: 5, status: 'completed' }),
  makeQuote({ id: 6, status: 'on-hold' as never }),
  makeQuote({ id: 7, originZip: '10001', destinationZip: '19103', weight: '1200', calculatedPrice: '842.55', equipmentType: 'Standard Freight / General' }),
];

const rowOf = async (id: number) => (await screen.findByText(`#${id}`)).closest('tr')!;

describe('QuotesTab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('colours each status badge as the spec says and shows an unknown status as pending', async () => {
    api = mockApi({ 'GET /api/quotes': { body: QUOTES, headers: { 'X-Total-Count': '7' } } });
    renderWithProviders(<QuotesTab />);
    const expected: Array<[number, string, string, string]> = [
      [1, 'Pending', 'pending', 'warning'],
      [2, 'Approved', 'approved', 'success'],
      [3, 'Rejected', 'rejected', 'danger'],
      [4, 'In Progress', 'in-progress', 'info'],
      [5, 'Completed', 'completed', 'purple'],
      [6, 'Pending', 'pending', 'warning'],
    ];
    for (const [id, label, status, tone] of expected) {
      const badge = within(await rowOf(id)).getByText(label);
      expect(badge).toHaveAttribute('data-status', status);
      expect(badge).toHaveAttribute('data-tone', tone);
    }
  });

  it('shows how long each pending quote has waited, flags the ones past the promise, and filters overdue on the server', async () => {
    const now = Date.now();
    const waiting = [
      makeQuote({ id: 21, status: 'pending', createdAt: new Date(now - 5 * 60_000).toISOString() }),
      makeQuote({ id: 22, status: 'pending', createdAt: new Date(now - 4 * 86_400_000).toISOString() }),
      makeQuote({ id: 23, status: 'approved', createdAt: new Date(now - 4 * 86_400_000).toISOString() }),
    ];
    api = mockApi({ 'GET /api/quotes': { body: waiting, headers: { 'X-Total-Count': '3' } } });
    const { user } = renderWithProviders(<QuotesTab />);
    expect(within(await rowOf(21)).getByText(/^Waiting [45] min$/)).toBeInTheDocument();
    expect(within(await rowOf(21)).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(await rowOf(22)).getByText('Waiting 4 days')).toBeInTheDocument();
    expect(within(await rowOf(22)).getByText('Overdue')).toHaveAttribute('data-tone', 'danger');
    expect(within(await rowOf(23)).queryByText(/^Waiting/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'overdue');
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('overdue=true') && !c.url.includes('status='))).toBe(true));
  });

  it("shows the calculator's estimate fields when a quote has them", async () => {
    api = mockApi({ 'GET /api/quotes': { body: QUOTES, headers: { 'X-Total-Count': '7' } } });
    renderWithProviders(<QuotesTab />);
    const estimate = within(await rowOf(7)).getByLabelText('Calculator estimate for quote 7');
    expect(estimate).toHaveTextContent('10001');
    expect(estimate).toHaveTextContent('19103');
    expect(estimate).toHaveTextContent('$842.55');
    expect(within(await rowOf(1)).queryByLabelText(/Calculator estimate/)).not.toBeInTheDocument();
  });

  it('saves status, admin notes and estimated price, then refetches the list', async () => {
    api = mockApi({
      'GET /api/quotes': { body: [QUOTES[0]], headers: { 'X-Total-Count': '1' } },
      'PATCH /api/admin/quotes/1': { body: { ...QUOTES[0], status: 'approved' } },
    });
    const { user } = renderWithProviders(<QuotesTab />);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Update quote 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Quote #1' });
    const options = within(dialog).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Pending', 'Approved', 'Rejected', 'In Progress', 'Completed']);
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'approved');
    await user.type(within(dialog).getByLabelText('Estimated Price'), '1,250.00');
    await user.type(within(dialog).getByLabelText('Admin Notes'), 'Carrier booked');
    await user.type(within(dialog).getByLabelText('Message to the customer'), 'Pickup Tuesday');
    expect(within(dialog).getByLabelText('Admin Notes')).toHaveAccessibleDescription(expect.stringContaining('never shown or sent to the customer'));
    expect(within(dialog).getByLabelText('Estimated Price')).toHaveAccessibleDescription(expect.stringContaining('Only with status Approved does the customer get this price as an offer to accept.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Quote updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/quotes/1')[0].body).toEqual({
      status: 'approved',
      adminNotes: 'Carrier booked',
      customerMessage: 'Pickup Tuesday',
      estimatedPrice: '1,250.00',
      notifyCustomer: true,
    });
    await waitFor(() => expect(api.callsTo('GET /api/quotes')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['-50', PRICE_MESSAGES.notPositive],
    ['abc', PRICE_MESSAGES.invalid],
    ['0', PRICE_MESSAGES.notPositive],
    ['1.234', PRICE_MESSAGES.invalid],
  ])('refuses the price %j in the dialog with the API\'s message and sends nothing', async (price, message) => {
    api = mockApi({
      'GET /api/quotes': { body: [QUOTES[0]], headers: { 'X-Total-Count': '1' } },
      'PATCH /api/admin/quotes/1': { body: QUOTES[0] },
    });
    const { user } = renderWithProviders(<QuotesTab />);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Update quote 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Quote #1' });
    const field = within(dialog).getByLabelText('Estimated Price');
    await user.type(field, price);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.callsTo('PATCH /api/admin/quotes/1')).toHaveLength(0);
    // Fixed, it goes.
    await user.clear(field);
    await user.type(field, '1,234.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/quotes/1')[0].body).toMatchObject({ estimatedPrice: '1,234.5' });
  });

  it('shows on the quote every email recorded for it, with its delivery and its text', async () => {
    api = mockApi({
      'GET /api/quotes': { body: [QUOTES[0]], headers: { 'X-Total-Count': '1' } },
      'GET /api/admin/quotes/1/emails': {
        body: [
          { id: 'm2', kind: 'customer.quote-updated', to: 'olga@tundra.example', subject: 'Your quote request #1: Approved', status: 'sent', attempts: 1, sentAt: '2026-11-25T15:31:00.000Z', createdAt: '2026-11-25T15:30:00.000Z', updatedAt: '2026-11-25T15:31:00.000Z', text: 'Hello Olga, our team has updated your quote request.' },
          { id: 'm1', kind: 'customer.quote-received', to: 'olga@tundra.example', subject: 'We received your quote request #1', status: 'failed', attempts: 8, lastError: '550 mailbox unavailable', createdAt: '2026-11-25T14:00:00.000Z', updatedAt: '2026-11-25T15:00:00.000Z', text: 'Thank you.' },
        ],
      },
    });
    const { user } = renderWithProviders(<QuotesTab />);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Update quote 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Quote #1' });
    const emails = await within(dialog).findByRole('region', { name: 'Emails for this quote' });
    const items = await within(emails).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Your quote request #1: Approved');
    expect(within(items[0]).getByText('Sent')).toHaveAttribute('data-tone', 'success');
    expect(items[0]).toHaveTextContent('To olga@tundra.example');
    expect(items[0]).toHaveTextContent('November 25, 2026 at 10:31 AM Eastern');
    expect(within(items[1]).getByText('Failed')).toHaveAttribute('data-tone', 'danger');
    expect(items[1]).toHaveTextContent('Last error: 550 mailbox unavailable');
    await user.click(within(items[0]).getByText('Show the email'));
    expect(within(items[0]).getByText('Hello Olga, our team has updated your quote request.')).toBeVisible();
  });

  it('lets staff save without emailing the customer', async () => {
    api = mockApi({
      'GET /api/quotes': { body: [QUOTES[0]], headers: { 'X-Total-Count': '1' } },
      'PATCH /api/admin/quotes/1': { body: QUOTES[0] },
    });
    const { user } = renderWithProviders(<QuotesTab />);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Update quote 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Quote #1' });
    const notify = within(dialog).getByRole('checkbox', { name: /Notify customer by email/ });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/quotes/1')[0].body).toMatchObject({ notifyCustomer: false });
  });

  it('opens the quote named in the address (the link in the staff email)', async () => {
    api = mockApi({
      'GET /api/quotes': { body: [QUOTES[0]], headers: { 'X-Total-Count': '1' } },
      'GET /api/admin/quotes/2': { body: QUOTES[1] },
    });
    renderWithProviders(<QuotesTab />, { route: '/admin?tab=quotes&quote=2' });
    expect(await screen.findByRole('dialog', { name: 'Update Quote #2' })).toBeInTheDocument();
  });

  it("says 'Failed to update quote status' when the server refuses, and filters by status on the server", async () => {
    api = mockApi({
      'GET /api/quotes': { body: [QUOTES[0]], headers: { 'X-Total-Count': '1' } },
      'PATCH /api/admin/quotes/1': { status: 500, body: { message: 'boom' } },
    });
    const { user } = renderWithProviders(<QuotesTab />);
    await user.click(within(await rowOf(1)).getByRole('button', { name: 'Update quote 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update quote status')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'completed');
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('status=completed'))).toBe(true));
  });

  it('sends a chosen valid-until date, shows the customer decision, filters by it and exports the filtered list', async () => {
    const accepted = makeQuote({
      id: 8,
      status: 'in-progress',
      estimatedPrice: '2480.50',
      validUntil: '2026-12-01',
      decision: {
        outcome: 'accepted',
        at: '2026-11-25T15:30:00.000Z',
        userId: 42,
        accountName: 'Dana Reyes',
        signature: 'Dana M. Reyes',
        ip: '203.0.113.9',
        snapshot: { estimatedPrice: '$2,480.50', validUntil: '2026-12-01', serviceNeeded: 'Cross-Docking', terms: 'Estimate' },
      },
    });
    api = mockApi({
      'GET /api/quotes': { body: [QUOTES[1], accepted], headers: { 'X-Total-Count': '2' } },
      'PATCH /api/admin/quotes/2': { body: QUOTES[1] },
    });
    const { user } = renderWithProviders(<QuotesTab />);
    const row = await rowOf(8);
    expect(within(row).getByText('Accepted')).toHaveAttribute('data-offer', 'accepted');
    expect(within(row).getByText('Signed by Dana M. Reyes, November 25, 2026')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Update quote 8' }));
    const record = within(await screen.findByRole('dialog', { name: 'Update Quote #8' })).getByLabelText('Customer decision');
    expect(record).toHaveTextContent('Dana M. Reyes (signed), account Dana Reyes');
    expect(record).toHaveTextContent('November 25, 2026 at 10:30 AM Eastern');
    expect(record).toHaveTextContent('$2,480.50, valid until December 1, 2026');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/admin/quotes/8/document');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Update quote 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Quote #2' });
    await user.type(within(dialog).getByLabelText('Estimated Price'), '990');
    await user.type(within(dialog).getByLabelText('Valid until'), '2099-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quote updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/quotes/2')[0].body).toMatchObject({ estimatedPrice: '990', validUntil: '2099-01-15' });

    await user.selectOptions(screen.getByLabelText('Customer decision'), 'awaiting');
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('offer=awaiting'))).toBe(true));
    api.use({ 'GET /api/admin/quotes/export': { body: '\uFEFFQuote #\r\n', headers: { 'X-Total-Count': '0' } } });
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    await user.click(screen.getByRole('button', { name: 'Export CSV of quote requests' }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/quotes/export')[0]?.url).toBe('/api/admin/quotes/export?offer=awaiting'));
  });

  it('keeps the rows of the last answer from being priced while a filter or search is on its way', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    api = mockApi({
      'GET /api/quotes': (request) =>
        request.url.includes('status=') || request.url.includes('search=')
          ? new Promise<MockReply>((resolve) => (answer = resolve))
          : { body: QUOTES, headers: { 'X-Total-Count': '7' } },
    });
    const { user } = renderWithProviders(<QuotesTab />);
    const update = within(await rowOf(2)).getByRole('button', { name: 'Update quote 2' });
    expect(update).toBeEnabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'rejected');
    expect(update).toBeDisabled();
    await user.click(update);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => answer({ body: [QUOTES[2]], headers: { 'X-Total-Count': '1' } }));
    expect(await screen.findByText('1 quote request')).toBeInTheDocument();
    expect(screen.queryByText('#2')).not.toBeInTheDocument();
    expect(within(await rowOf(3)).getByRole('button', { name: 'Update quote 3' })).toBeEnabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'tundra');
    expect(within(await rowOf(3)).getByRole('button', { name: 'Update quote 3' })).toBeDisabled();
  });
});
