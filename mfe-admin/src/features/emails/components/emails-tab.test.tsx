import { screen, waitFor, within } from '@testing-library/react';
import type { DemoMailbox, MailMessageSummary } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { EmailsTab } from './emails-tab';

const FAILED: MailMessageSummary = {
  id: 'abc-1',
  kind: 'customer.quote-updated',
  to: 'maria@example.com',
  subject: 'Your quote request #12: Approved',
  status: 'failed',
  attempts: 8,
  lastError: '451 Mailbox temporarily unavailable',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T11:00:00.000Z',
};

const MAILBOX: DemoMailbox = {
  enabled: true,
  messages: [
    {
      id: 'm2',
      receivedAt: '2026-11-24T12:00:00.000Z',
      from: 'Harborline <no-reply@example.com>',
      to: 'maria@example.com',
      replyTo: 'quotes@example.com',
      subject: 'Your quote request #12: Approved',
      text: 'Estimated price: $1,250.00',
      html: '<p>Estimated price: <b>$1,250.00</b></p>',
    },
    {
      id: 'm1',
      receivedAt: '2026-11-24T11:00:00.000Z',
      from: 'Harborline <no-reply@example.com>',
      to: 'quotes@example.com',
      replyTo: 'maria@example.com',
      subject: 'New quote request #12: Freight Transportation - Garden State Foods',
      text: 'Name: Maria Santos',
      html: '<p>Name: Maria Santos</p>',
    },
  ],
};

describe('EmailsTab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('shows the newest caught email rendered in a sandboxed frame, with its headers and plain-text part', async () => {
    api = mockApi({ 'GET /api/admin/mail': { body: [], headers: { 'X-Total-Count': '0' } }, 'GET /api/admin/demo-mail': { body: MAILBOX } });
    const { user } = renderWithProviders(<EmailsTab />);
    const shown = await screen.findByRole('article', { name: 'Email: Your quote request #12: Approved' });
    const frame = within(shown).getByTitle('HTML part');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', MAILBOX.messages[0].html);
    expect(within(shown).getByText('quotes@example.com')).toBeInTheDocument();
    expect(within(shown).getByText('Estimated price: $1,250.00')).toBeInTheDocument();
    expect(screen.getByText('No failed emails')).toBeInTheDocument();

    await user.click(within(screen.getByRole('list', { name: 'Caught emails' })).getByRole('button', { name: /New quote request #12/ }));
    const other = await screen.findByRole('article', { name: /Email: New quote request #12/ });
    expect(within(other).getByTitle('HTML part')).toHaveAttribute('srcdoc', '<p>Name: Maria Santos</p>');
  });

  it('lists failed emails with their last error and retries one', async () => {
    api = mockApi({
      'GET /api/admin/mail': { body: [FAILED], headers: { 'X-Total-Count': '1' } },
      'POST /api/admin/mail/abc-1/retry': { body: { ...FAILED, status: 'queued' } },
      'GET /api/admin/demo-mail': { body: { enabled: false, messages: [] } },
    });
    const { user } = renderWithProviders(<EmailsTab />);
    const row = (await screen.findByText('451 Mailbox temporarily unavailable')).closest('tr')!;
    expect(within(row).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(row).getByText('8')).toBeInTheDocument();
    expect(screen.getByText('The demo mailbox is off')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Email queued again')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/mail/abc-1/retry')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/admin/mail')).toHaveLength(2));
  });
});
