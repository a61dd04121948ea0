import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@freight/platform/testing';
import { ExportButton } from './list-toolbar';

/** A streamed CSV answer whose chunks the test sends one by one. */
function streamedAnswer(headers: Record<string, string>) {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  const requests: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response(body, { status: 200, headers: { 'content-type': 'text/csv', ...headers } });
  }) as typeof fetch;
  return { push, end: () => end(), requests };
}

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('ExportButton', () => {
  const realFetch = globalThis.fetch;
  const saved: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows how far a streamed export has come, then hands the whole file to the browser', async () => {
    const answer = streamedAnswer({ 'X-Total-Count': '3', 'Content-Disposition': 'attachment; filename="quotes-2026-11-28.csv"' });
    const clicks: string[] = [];
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      clicks.push(this.download);
    };
    const { user } = renderWithProviders(<ExportButton href="/api/admin/quotes/export?status=pending" subject="quote requests" one="quote request" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV of quote requests' }));
    answer.push('\uFEFFQuote #,Name\r\n1,Ann\r\n');
    expect(await screen.findByText('Exported 1 of 3 quote requests')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Exporting quote requests' })).toHaveAttribute('aria-valuenow', '1');
    answer.push('2,"Bo\r\nJr."\r\n3,Cy\r\n');
    answer.end();
    expect(await screen.findByText('Exported 3 quote requests')).toBeInTheDocument();
    expect(answer.requests).toEqual(['/api/admin/quotes/export?status=pending']);
    expect(clicks).toEqual(['quotes-2026-11-28.csv']);
    // Every byte as sent, the BOM included (a text reader drops it).
    const sent = '\uFEFFQuote #,Name\r\n1,Ann\r\n2,"Bo\r\nJr."\r\n3,Cy\r\n';
    expect(saved[0].size).toBe(new TextEncoder().encode(sent).length);
    expect(await textOf(saved[0])).toBe(sent.slice(1));
  });

  it('stops an export on request, saving nothing', async () => {
    streamedAnswer({ 'X-Total-Count': '100000' });
    const { user } = renderWithProviders(<ExportButton href="/api/admin/users/export" subject="users" one="user" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV of users' }));
    await user.click(await screen.findByRole('button', { name: 'Stop export' }));
    expect(await screen.findByText('Export stopped')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV of users' })).toBeEnabled();
  });

  it('says why an export was refused', async () => {
    globalThis.fetch = (async () => new Response(JSON.stringify({ message: 'Admin privileges required' }), { status: 403, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const { user } = renderWithProviders(<ExportButton href="/api/admin/users/export" subject="users" one="user" />);
    await user.click(screen.getByRole('button', { name: 'Export CSV of users' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Admin privileges required'));
  });
});
