import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { listed, makeUser, primaryAdmin } from '../../../testing/fixtures';
import { CarriersTab } from './carriers-tab';

const carrier: User = makeUser({
  id: 31,
  username: 'tbrennan',
  firstName: 'Tom',
  lastName: 'Brennan',
  companyName: 'Brennan Trucking LLC',
  accountType: 'carrier',
  carrierInfo: {
    dotNumber: '2874415',
    mcNumber: 'MC-948211',
    equipmentTypes: ['Dry Van', 'Flatbed'],
    fleetSize: '16-50',
    operatingRegions: ['Northeast'],
    insuranceInfo: { liability: '$1,000,000', cargo: '$250,000' },
  },
  carrierStatus: 'pending',
  carrierStatusHistory: [{ status: 'pending', by: 'registration', at: '2026-11-20T15:00:00.000Z' }],
});

const rowOf = (text: string) =>
  waitFor(() => {
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`No row reading ${text}`);
    return within(row);
  });

describe('CarriersTab', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('opens on the carriers waiting for verification, with their authority, lanes and status', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/admin/carriers': listed([carrier]) });
    renderWithProviders(<CarriersTab />);
    const row = await rowOf('Brennan Trucking LLC');
    expect(row.getByText('USDOT 2874415')).toBeInTheDocument();
    expect(row.getByText('MC-948211')).toBeInTheDocument();
    expect(row.getByText('Pending verification')).toBeInTheDocument();
    expect(new URL(api.callsTo('GET /api/admin/carriers')[0].url, 'http://x').searchParams.get('status')).toBe('pending');
    expect(screen.getByText('1 carrier')).toBeInTheDocument();
  });

  it('verifies a carrier in one click and refetches the list', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/carriers': listed([carrier]),
      'POST /api/admin/carriers/31/verify': { body: { ...carrier, carrierStatus: 'verified' } },
    });
    const { user } = renderWithProviders(<CarriersTab />);
    await user.click((await rowOf('Brennan Trucking LLC')).getByRole('button', { name: 'Verify Brennan Trucking LLC' }));
    expect(await screen.findByText('Carrier verified')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/carriers/31/verify')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /api/admin/carriers')).toHaveLength(2));
  });

  it('asks for the reason before suspending, and shows the server\'s message when it refuses', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/carriers': listed([carrier]),
      'POST /api/admin/carriers/31/suspend': { status: 409, body: { message: 'This carrier is already suspended' } },
    });
    const { user } = renderWithProviders(<CarriersTab />);
    await user.click((await rowOf('Brennan Trucking LLC')).getByRole('button', { name: 'Suspend Brennan Trucking LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Brennan Trucking LLC' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend carrier' }));
    expect(await dialog.findByText('Please give the reason for the suspension')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/carriers/31/suspend')).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /Reason for the suspension/ }), 'Certificate of insurance expired');
    await user.click(dialog.getByRole('button', { name: 'Suspend carrier' }));
    expect(await dialog.findByText('This carrier is already suspended')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/carriers/31/suspend')[0].body).toEqual({ reason: 'Certificate of insurance expired' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a carrier\'s details and the history of its status', async () => {
    const verified = { ...carrier, carrierStatus: 'verified' as const, carrierStatusHistory: [...carrier.carrierStatusHistory!, { status: 'verified' as const, by: 'Admin', at: '2026-11-21T15:00:00.000Z' }] };
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/admin/carriers': listed([verified]) });
    const { user } = renderWithProviders(<CarriersTab />);
    await user.click((await rowOf('Brennan Trucking LLC')).getByRole('button', { name: 'Details of Brennan Trucking LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Brennan Trucking LLC' }));
    expect(dialog.getByText('$250,000')).toBeInTheDocument();
    expect(dialog.getByText('Verified', { selector: 'strong' }).closest('li')).toHaveTextContent('Verified on November 21, 2026, by Admin');
    expect(dialog.getByText('Pending verification', { selector: 'strong' }).closest('li')).toHaveTextContent('at registration');
  });

  describe('details: documents and the FMCSA look-up', () => {
    const documented: User = {
      ...carrier,
      carrierDocuments: [
        { id: 'doc-coi', type: 'coi', fileId: 'f1', name: 'brennan-coi.pdf', contentType: 'application/pdf', size: 1000, uploadedAt: '2026-11-20T15:00:00.000Z', liabilityExpiresOn: '2027-03-31', cargoExpiresOn: '2027-06-30', expiresOn: '2027-03-31', review: 'submitted' },
        { id: 'doc-w9', type: 'w9', fileId: 'f2', name: 'w9.png', contentType: 'image/png', size: 500, uploadedAt: '2026-11-20T15:05:00.000Z', review: 'accepted' },
      ],
    };

    async function openDetails(more: Parameters<typeof mockApi>[0] = {}, shown: User = documented) {
      api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/admin/carriers': listed([shown]), ...more });
      const { user } = renderWithProviders(<CarriersTab />);
      await user.click((await rowOf('Brennan Trucking LLC')).getByRole('button', { name: 'Details of Brennan Trucking LLC' }));
      return { user, dialog: within(await screen.findByRole('dialog', { name: 'Brennan Trucking LLC' })) };
    }

    it('lists the documents with their download, both policies\' expiry dates and review state', async () => {
      const { dialog } = await openDetails();
      const documents = within(dialog.getByRole('region', { name: 'Documents' }));
      expect(documents.getByRole('link', { name: 'Download Certificate of insurance (brennan-coi.pdf)' })).toHaveAttribute('href', '/api/admin/carriers/31/documents/doc-coi');
      expect(documents.getByText('Auto liability policy expires March 31, 2027')).toBeInTheDocument();
      expect(documents.getByText('Cargo policy expires June 30, 2027')).toBeInTheDocument();
      expect(documents.getByText('Awaiting review')).toBeInTheDocument();
      expect(documents.getByRole('link', { name: 'Download W-9 (w9.png)' })).toHaveAttribute('href', '/api/admin/carriers/31/documents/doc-w9');
      expect(documents.getByText('Accepted')).toBeInTheDocument();
    });

    it('shows a certificate stored with one date as the date of both policies', async () => {
      const [coi, w9] = documented.carrierDocuments!;
      const { dialog } = await openDetails({}, { ...documented, carrierDocuments: [{ ...coi, liabilityExpiresOn: undefined, cargoExpiresOn: undefined, expiresOn: '2027-03-31' }, w9] });
      const documents = within(dialog.getByRole('region', { name: 'Documents' }));
      expect(documents.getByText('Auto liability policy expires March 31, 2027')).toBeInTheDocument();
      expect(documents.getByText('Cargo policy expires March 31, 2027')).toBeInTheDocument();
    });

    it('says the FMCSA look-up is not configured, never that it checked', async () => {
      const { user, dialog } = await openDetails({ 'GET /api/admin/carriers/31/fmcsa': { body: { checked: false, reason: 'not-configured', message: 'FMCSA look-up not configured' } } });
      await user.click(dialog.getByRole('button', { name: 'Look up on FMCSA' }));
      expect(await dialog.findByText('FMCSA look-up not configured')).toBeInTheDocument();
      expect(dialog.queryByText('Legal name')).not.toBeInTheDocument();
    });

    it("shows FMCSA's legal name, operating status and allowed-to-operate, or why the look-up failed", async () => {
      const { user, dialog } = await openDetails({
        'GET /api/admin/carriers/31/fmcsa': { body: { checked: true, found: true, dotNumber: '2874415', legalName: 'BRENNAN TRUCKING LLC', operatingStatus: 'Active', allowedToOperate: true, checkedAt: '2026-11-26T15:00:00.000Z' } },
      });
      await user.click(dialog.getByRole('button', { name: 'Look up on FMCSA' }));
      const answer = within(await dialog.findByLabelText('FMCSA answer'));
      expect(answer.getByText('BRENNAN TRUCKING LLC')).toBeInTheDocument();
      expect(answer.getByText('Active')).toBeInTheDocument();
      expect(answer.getByText('Yes')).toBeInTheDocument();

      api.use({ 'GET /api/admin/carriers/31/fmcsa': { body: { checked: false, reason: 'failed', message: 'The FMCSA look-up did not answer within 5 seconds. Try again later.' } } });
      await user.click(dialog.getByRole('button', { name: 'Look up on FMCSA' }));
      expect(await dialog.findByText('The FMCSA look-up did not answer within 5 seconds. Try again later.')).toBeInTheDocument();
      expect(dialog.queryByLabelText('FMCSA answer')).not.toBeInTheDocument();
    });
  });
});
