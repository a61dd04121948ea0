import { screen, waitFor, within } from '@testing-library/react';
import { INVOICE_MESSAGES, type InvoiceView } from '@freight/domain';
import { BILLING_MESSAGES } from '@freight/domain/billing';
import { findToast, mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { listed, makeInvoice } from '../../../testing/fixtures';
import { BillingTab } from './billing-tab';

const LINEHAUL = { kind: 'linehaul', description: 'Linehaul Chicago, IL to Boston, MA', amountCents: 125_000 } as const;
const DETENTION = { kind: 'detention', description: 'Waited 3 hours at the consignee', amountCents: 22_500, id: 5 } as const;
const LUMPER = { kind: 'lumper', description: 'Unloading at Harbor Store', amountCents: 18_500, id: 6, receipt: { name: 'lumper-5521.pdf', contentType: 'application/pdf', size: 2048 } } as const;

const READY = makeInvoice({
  id: 11,
  number: null,
  status: 'ready',
  displayStatus: 'ready',
  invoiceDate: null,
  dueDate: null,
  sentAt: null,
  shipmentNumber: 'SH-2026-000029',
  lines: [LINEHAUL, DETENTION, LUMPER],
  totalCents: 166_000,
  balanceCents: 166_000,
  version: 4,
});
const CREDIT = { id: 3, number: 'CN-2026-000001', amountCents: 10_000, reason: 'Delivered a day late', issuedOn: '2026-11-20', issuedAt: '2026-11-20T15:00:00.000Z', issuedBy: { userId: 1, name: 'Ada Lovelace' } };
const SENT = makeInvoice({ id: 12, lines: [LINEHAUL, DETENTION], totalCents: 147_500, creditedCents: 10_000, balanceCents: 137_500, creditNotes: [CREDIT] });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const answer = (message: string, invoice: InvoiceView) => ({ body: { message, invoice } });

async function openDetails(api: MockApi, rowText: string, subject: string) {
  const view = renderWithProviders(<BillingTab />);
  await view.user.click(within(await rowOf(rowText)).getByRole('button', { name: `Details of ${subject}` }));
  const dialog = await screen.findByRole('dialog', { name: `Details of ${subject}` });
  await within(dialog).findByRole('region', { name: 'Invoice lines' });
  return { ...view, dialog: within(dialog) };
}

describe('an invoice in full, in the Billing tab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("shows a ready invoice's lines, each staff-added one with Remove and a lumper's receipt, and its sums", async () => {
    api = mockApi({ 'GET /api/admin/invoices': listed([READY]), 'GET /api/admin/invoices/11': { body: READY } });
    const { dialog } = await openDetails(api, 'Not sent', 'invoice for shipment SH-2026-000029');
    const rows = dialog.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Linehaul', 'Detention', 'Lumper']);
    expect(rows[1]).toHaveTextContent('Waited 3 hours at the consignee');
    expect(rows[1]).toHaveTextContent('$225.00');
    // The linehaul stays; staff's lines can be taken off.
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Remove the detention line Waited 3 hours at the consignee' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: 'Receipt for Unloading at Harbor Store' })).toHaveAttribute('href', '/api/admin/invoices/11/lines/6/receipt');
    const sums = dialog.getByLabelText('Totals');
    expect(sums).toHaveTextContent('Total$1,660.00');
    expect(sums).toHaveTextContent('Balance due$1,660.00');
    expect(dialog.getByRole('form', { name: 'Add a line' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Download PDF packet' })).toHaveAttribute('href', '/api/invoices/11/pdf');
  });

  it('adds a charge on the version shown, then reloads the invoice and clears the form', async () => {
    const added = { ...READY, lines: [...READY.lines, { kind: 'layover', description: 'Driver held overnight', amountCents: 30_000, id: 7 }], version: 5 } as InvoiceView;
    api = mockApi({
      'GET /api/admin/invoices': listed([READY]),
      'GET /api/admin/invoices/11': { body: READY },
      'POST /api/admin/invoices/11/lines': answer(INVOICE_MESSAGES.lineAdded('Layover'), added),
    });
    const { user, dialog } = await openDetails(api, 'Not sent', 'invoice for shipment SH-2026-000029');
    api.use({ 'GET /api/admin/invoices/11': { body: added } });
    await user.selectOptions(dialog.getByLabelText(/Charge/), 'layover');
    await user.type(dialog.getByLabelText(/Description/), 'Driver held overnight');
    await user.type(dialog.getByLabelText(/Amount/), '300.00');
    await user.click(dialog.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/invoices/11/lines')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/invoices/11/lines')[0].body).toEqual({ kind: 'layover', description: 'Driver held overnight', amount: '300.00', version: 4 });
    expect(await dialog.findByText('Driver held overnight')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Description/)).toHaveValue('');
  });

  it("checks a line with the API's messages, asks for the lumper's receipt, and sends the receipt with the line", async () => {
    api = mockApi({
      'GET /api/admin/invoices': listed([READY]),
      'GET /api/admin/invoices/11': { body: READY },
      'POST /api/admin/invoices/11/lines/lumper': answer(INVOICE_MESSAGES.lineAdded('Lumper'), READY),
    });
    const { user, dialog } = await openDetails(api, 'Not sent', 'invoice for shipment SH-2026-000029');
    await user.click(dialog.getByRole('button', { name: 'Add line' }));
    expect(await dialog.findByLabelText(/Charge/)).toHaveAccessibleDescription(expect.stringContaining(INVOICE_MESSAGES.lineKindChoose));
    expect(dialog.getByLabelText(/Description/)).toHaveAccessibleDescription(expect.stringContaining(BILLING_MESSAGES.lineDescription));
    expect(dialog.getByLabelText(/Amount/)).toHaveAccessibleDescription(expect.stringContaining(INVOICE_MESSAGES.amountInvalid));

    await user.selectOptions(dialog.getByLabelText(/Charge/), 'lumper');
    await user.type(dialog.getByLabelText(/Description/), 'Unloading at pickup');
    await user.type(dialog.getByLabelText(/Amount/), '95');
    await user.click(dialog.getByRole('button', { name: 'Add line' }));
    expect(await dialog.findByLabelText(/Lumper receipt/)).toHaveAccessibleDescription(expect.stringContaining(INVOICE_MESSAGES.receiptEmpty));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.upload(dialog.getByLabelText(/Lumper receipt/), new File(['%PDF-1.7 receipt'], 'receipt 5521.pdf', { type: 'application/pdf' }));
    await user.click(dialog.getByRole('button', { name: 'Add line' }));
    // Added: the form is empty again, ready for the next line.
    await waitFor(() => expect(dialog.getByLabelText(/Charge/)).toHaveValue(''));
    const [call] = api.callsTo('POST /api/admin/invoices/11/lines/lumper');
    expect(call.url).toBe('/api/admin/invoices/11/lines/lumper?description=Unloading+at+pickup&amount=95&version=4');
    expect(call.headers['content-type']).toBe('application/octet-stream');
    expect(call.headers['x-file-name']).toBe('receipt%205521.pdf');
  });

  it("removes a line on the version shown, and shows the server's refusal when someone changed the invoice meanwhile", async () => {
    api = mockApi({
      'GET /api/admin/invoices': listed([READY]),
      'GET /api/admin/invoices/11': { body: READY },
      'DELETE /api/admin/invoices/11/lines/5': { status: 409, body: { message: INVOICE_MESSAGES.changedMeanwhile } },
    });
    const { user, dialog } = await openDetails(api, 'Not sent', 'invoice for shipment SH-2026-000029');
    await user.click(dialog.getByRole('button', { name: 'Remove the detention line Waited 3 hours at the consignee' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.changedMeanwhile);
    expect(api.callsTo('DELETE /api/admin/invoices/11/lines/5')[0].url).toBe('/api/admin/invoices/11/lines/5?version=4');
  });

  it('shows a sent invoice as it was sent, with its credit notes, no editing, and Issue credit note', async () => {
    api = mockApi({ 'GET /api/admin/invoices': listed([SENT]), 'GET /api/admin/invoices/12': { body: SENT } });
    const { user, dialog } = await openDetails(api, 'INV-2026-000012', 'invoice INV-2026-000012');
    expect(dialog.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(dialog.queryByRole('form', { name: 'Add a line' })).not.toBeInTheDocument();
    expect(dialog.getByText(BILLING_MESSAGES.notEditable)).toBeInTheDocument();
    const notes = dialog.getByRole('list', { name: 'Credit notes' });
    expect(notes).toHaveTextContent('CN-2026-000001 · November 20, 2026 · Delivered a day late · by Ada Lovelace');
    expect(notes).toHaveTextContent('-$100.00');
    expect(dialog.getByLabelText('Totals')).toHaveTextContent('Credited-$100.00');
    expect(dialog.getByLabelText('Totals')).toHaveTextContent('Balance due$1,375.00');

    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByRole('dialog', { name: 'Issue credit note on invoice INV-2026-000012' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Details/ })).not.toBeInTheDocument();
  });
});

describe('issuing a credit note', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it("checks it with the API's messages, shows the server's refusal, sends a retry with the same Idempotency-Key, and closes once issued", async () => {
    const tooMuch = BILLING_MESSAGES.creditTooLarge(150_000, 137_500);
    api = mockApi({
      'GET /api/admin/invoices': listed([SENT]),
      'POST /api/admin/invoices/12/credit-notes': { status: 400, body: { message: tooMuch } },
    });
    const { user } = renderWithProviders(<BillingTab />);
    await user.click(within(await rowOf('INV-2026-000012')).getByRole('button', { name: 'Issue credit note on invoice INV-2026-000012' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Issue credit note on invoice INV-2026-000012' }));
    expect(dialog.getByLabelText(/Amount/)).toHaveAccessibleDescription(expect.stringContaining('At most the balance, $1,375.00'));

    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await dialog.findByLabelText(/Reason/)).toHaveAccessibleDescription(expect.stringContaining(INVOICE_MESSAGES.creditReasonInvalid));
    expect(api.callsTo('POST /api/admin/invoices/12/credit-notes')).toHaveLength(0);

    await user.type(dialog.getByLabelText(/Amount/), '1,500.00');
    await user.type(dialog.getByLabelText(/Reason/), 'Delivered a day late');
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(await dialog.findByText(tooMuch)).toBeInTheDocument();

    // The answer was lost: the same credit note again carries the same key.
    api.use({ 'POST /api/admin/invoices/12/credit-notes': { status: 503, body: { message: 'The database cannot be reached' } } });
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/invoices/12/credit-notes')).toHaveLength(2));
    const issued = { ...SENT, creditNotes: [...SENT.creditNotes, { ...CREDIT, id: 4, number: 'CN-2026-000002' }] } as InvoiceView;
    api.use({ 'POST /api/admin/invoices/12/credit-notes': { status: 201, body: { message: INVOICE_MESSAGES.creditNoteIssued('CN-2026-000002'), invoice: issued } } });
    const listLoads = api.callsTo('GET /api/admin/invoices').length;
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(async () => expect(await findToast()).toHaveTextContent(INVOICE_MESSAGES.creditNoteIssued('CN-2026-000002')));
    const calls = api.callsTo('POST /api/admin/invoices/12/credit-notes');
    expect(calls).toHaveLength(3);
    expect(calls[2].body).toEqual({ amount: '1,500.00', reason: 'Delivered a day late' });
    expect(calls[2].headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(calls.map((call) => call.headers['idempotency-key'])).size).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/admin/invoices').length).toBeGreaterThan(listLoads));
  });
});
