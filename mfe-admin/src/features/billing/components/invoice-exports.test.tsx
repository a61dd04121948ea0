import { screen, within } from '@testing-library/react';
import { REPORT_MESSAGES } from '@freight/domain/billing';
import { renderWithProviders } from '@freight/platform/testing';
import { InvoiceExports } from './invoice-exports';

describe('InvoiceExports', () => {
  const realFetch = globalThis.fetch;
  const realClick = HTMLAnchorElement.prototype.click;
  const requests: string[] = [];
  const downloads: string[] = [];

  beforeEach(() => {
    requests.length = 0;
    downloads.length = 0;
    // The server's streamed CSV: its name, how many rows, then the rows.
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      const name = url.includes('quickbooks') ? 'invoices-quickbooks-2026-11-29.csv' : 'invoices-2026-11-29.csv';
      return new Response('\uFEFFInvoiceNo,Customer\r\nINV-2026-000001,Acme Foods\r\nINV-2026-000001,Acme Foods\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    }) as typeof fetch;
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      downloads.push(this.download);
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    HTMLAnchorElement.prototype.click = realClick;
  });

  it('downloads every invoice of the status shown as a spreadsheet, and the sent ones for QuickBooks Online', async () => {
    const { user } = renderWithProviders(<InvoiceExports status="partially_paid" />);
    const spreadsheet = screen.getByRole('group', { name: 'Download invoices (CSV)' });
    await user.click(within(spreadsheet).getByRole('button', { name: 'Export CSV of invoices' }));
    expect(await within(spreadsheet).findByText('Exported 2 invoices')).toBeInTheDocument();

    const quickBooks = screen.getByRole('group', { name: 'Download for QuickBooks Online' });
    await user.click(within(quickBooks).getByRole('button', { name: 'Export CSV of QuickBooks invoice lines' }));
    expect(await within(quickBooks).findByText('Exported 2 QuickBooks invoice lines')).toBeInTheDocument();

    expect(requests).toEqual(['/api/admin/billing-reports/invoices.csv?status=partially_paid', '/api/admin/billing-reports/invoices-quickbooks.csv']);
    expect(downloads).toEqual(['invoices-2026-11-29.csv', 'invoices-quickbooks-2026-11-29.csv']);
  });

  it('narrows both downloads to the invoice dates chosen', async () => {
    const { user } = renderWithProviders(<InvoiceExports status="" />);
    await user.type(screen.getByLabelText('Invoice date from'), '2026-10-01');
    await user.type(screen.getByLabelText('Invoice date to'), '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Export CSV of invoices' }));
    await screen.findByText('Exported 2 invoices');
    await user.click(screen.getByRole('button', { name: 'Export CSV of QuickBooks invoice lines' }));
    await screen.findByText('Exported 2 QuickBooks invoice lines');
    expect(requests).toEqual([
      '/api/admin/billing-reports/invoices.csv?from=2026-10-01&to=2026-10-31',
      '/api/admin/billing-reports/invoices-quickbooks.csv?from=2026-10-01&to=2026-10-31',
    ]);
  });

  it('offers no download while the dates run backwards, and says why', async () => {
    const { user } = renderWithProviders(<InvoiceExports status="" />);
    await user.type(screen.getByLabelText('Invoice date from'), '2026-10-31');
    await user.type(screen.getByLabelText('Invoice date to'), '2026-10-01');
    expect(screen.getByText(REPORT_MESSAGES.exportRange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
