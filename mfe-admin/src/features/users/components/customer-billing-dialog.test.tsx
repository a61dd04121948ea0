import { screen, waitFor, within } from '@testing-library/react';
import { CUSTOMER_BILLING_MESSAGES, type CustomerBillingView } from '@freight/domain/billing';
import { findToast, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { makeUser, primaryAdmin } from '../../../testing/fixtures';
import { UsersTab } from './users-tab';

const customer = makeUser({ id: 12, companyName: 'Reyes Goods' });
const carrier = makeUser({ id: 14, username: 'haulers', firstName: 'Tom', lastName: 'Brennan', email: 'tom@haulers.example', accountType: 'carrier' });

const VIEW: CustomerBillingView = {
  userId: 12,
  accountEmail: 'dana@example.com',
  billingEmail: '',
  invoiceOnPod: false,
  termsDays: 30,
  creditLimitCents: 5_000_000,
  effectiveCreditLimitCents: 5_000_000,
  openReceivables: { invoicedCents: 2_000_000, readyCents: 320_000, uninvoicedCents: 2_500_000, totalCents: 4_820_000 },
  availableCents: 180_000,
};

const answers = (extra: Record<string, unknown> = {}) => ({
  'GET /api/user': { body: primaryAdmin },
  'GET /api/admin/users': { body: [customer, carrier], headers: { 'X-Total-Count': '2' } },
  'GET /api/admin/users/12/billing': { body: VIEW },
  ...extra,
});

const rowOf = (text: string) =>
  waitFor(() => {
    const row = screen.getAllByRole('row').find((r) => Array.from(r.querySelectorAll('td, td *')).some((el) => el.textContent === text));
    if (!row) throw new Error(`No row with ${text}`);
    return within(row);
  });

async function openBilling() {
  const view = renderWithProviders(<UsersTab />, { userEventOptions: { delay: null } });
  await view.user.click((await rowOf('dana.reyes')).getByRole('button', { name: 'Billing settings for Dana Reyes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Billing settings for Dana Reyes' });
  await within(dialog).findByRole('form', { name: 'Billing settings' });
  return { view, dialog: within(dialog) };
}

describe("a customer's billing settings in User Management", () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('offers them for customers and shippers only', async () => {
    api = mockApi(answers());
    renderWithProviders(<UsersTab />);
    expect((await rowOf('dana.reyes')).getByRole('button', { name: 'Billing settings for Dana Reyes' })).toBeEnabled();
    expect((await rowOf('haulers')).queryByRole('button', { name: /Billing settings/ })).not.toBeInTheDocument();
  });

  it('shows the settings as they are, what the customer owes and has booked, and what is left under the limit', async () => {
    api = mockApi(answers());
    const { dialog } = await openBilling();
    expect(dialog.getByLabelText('Billing email')).toHaveValue('');
    expect(dialog.getByLabelText('Billing email')).toHaveAccessibleDescription(expect.stringContaining('Leave empty to use dana@example.com'));
    expect(dialog.getByRole('checkbox', { name: /Invoice on POD/ })).not.toBeChecked();
    expect(dialog.getByLabelText(/^Payment terms \(net days\)/)).toHaveValue('30');
    expect(dialog.getByLabelText('Credit limit')).toHaveValue('$50,000.00');
    const figures = within(dialog.getByLabelText('Open receivables'));
    expect(figures.getByText('Sent invoices (balance due)').nextSibling).toHaveTextContent('$20,000.00');
    expect(figures.getByText('Invoices ready to send').nextSibling).toHaveTextContent('$3,200.00');
    expect(figures.getByText('Booked loads not invoiced yet').nextSibling).toHaveTextContent('$25,000.00');
    expect(figures.getByText('Open receivables').nextSibling).toHaveTextContent('$48,200.00');
    expect(figures.getByText('Available under the limit').nextSibling).toHaveTextContent('$1,800.00');
  });

  it('saves every setting as staff typed them, says so and closes', async () => {
    const saved = { ...VIEW, billingEmail: 'ap@reyes.example', invoiceOnPod: true, termsDays: 45, creditLimitCents: 7_500_000 };
    api = mockApi(answers({ 'PUT /api/admin/users/12/billing': { body: { message: CUSTOMER_BILLING_MESSAGES.saved, billing: saved, user: customer } } }));
    const { view, dialog } = await openBilling();
    await view.user.type(dialog.getByLabelText('Billing email'), 'ap@reyes.example');
    await view.user.click(dialog.getByRole('checkbox', { name: /Invoice on POD/ }));
    await view.user.clear(dialog.getByLabelText(/^Payment terms \(net days\)/));
    await view.user.type(dialog.getByLabelText(/^Payment terms \(net days\)/), '45');
    await view.user.clear(dialog.getByLabelText('Credit limit'));
    await view.user.type(dialog.getByLabelText('Credit limit'), '75,000.00');
    await view.user.click(screen.getByRole('button', { name: 'Save billing settings' }));

    expect(await findToast()).toHaveTextContent(CUSTOMER_BILLING_MESSAGES.saved);
    expect(api.callsTo('PUT /api/admin/users/12/billing')[0].body).toEqual({ billingEmail: 'ap@reyes.example', invoiceOnPod: true, termsDays: 45, creditLimit: '75,000.00' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses terms out of range and a negative limit before asking the server, with the messages beside the fields', async () => {
    api = mockApi(answers());
    const { view, dialog } = await openBilling();
    await view.user.clear(dialog.getByLabelText(/^Payment terms \(net days\)/));
    await view.user.type(dialog.getByLabelText(/^Payment terms \(net days\)/), '121');
    await view.user.clear(dialog.getByLabelText('Credit limit'));
    await view.user.type(dialog.getByLabelText('Credit limit'), '-100');
    await view.user.click(screen.getByRole('button', { name: 'Save billing settings' }));

    await waitFor(() => expect(dialog.getByLabelText(/^Payment terms \(net days\)/)).toHaveAccessibleDescription(expect.stringContaining(CUSTOMER_BILLING_MESSAGES.termsDays)));
    expect(dialog.getByLabelText('Credit limit')).toHaveAccessibleDescription(expect.stringContaining(CUSTOMER_BILLING_MESSAGES.creditLimitNegative));
    expect(api.callsTo('PUT /api/admin/users/12/billing')).toHaveLength(0);
  });

  it("shows the server's refusal beside its field and keeps the dialog open", async () => {
    const refusal = { status: 400, body: { message: CUSTOMER_BILLING_MESSAGES.billingEmailInvalid, errors: { billingEmail: CUSTOMER_BILLING_MESSAGES.billingEmailInvalid } } };
    api = mockApi(answers({ 'PUT /api/admin/users/12/billing': refusal }));
    const { view, dialog } = await openBilling();
    await view.user.type(dialog.getByLabelText('Billing email'), 'ap@reyes.example');
    await view.user.click(screen.getByRole('button', { name: 'Save billing settings' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/users/12/billing')).toHaveLength(1));
    await waitFor(() => expect(dialog.getByLabelText('Billing email')).toHaveAccessibleDescription(expect.stringContaining(CUSTOMER_BILLING_MESSAGES.billingEmailInvalid)));
    expect(screen.getByRole('dialog', { name: 'Billing settings for Dana Reyes' })).toBeInTheDocument();
  });
});
