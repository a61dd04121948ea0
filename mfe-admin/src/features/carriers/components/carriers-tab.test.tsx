import { screen, waitFor, within } from '@testing-library/react';
import type { CarrierStatusChange, User } from '@freight/domain';
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

  const documents: User['carrierDocuments'] = [
    { id: 'doc-coi', type: 'coi', fileId: 'f1', name: 'brennan-coi.pdf', contentType: 'application/pdf', size: 1000, uploadedAt: '2026-11-20T15:00:00.000Z', liabilityExpiresOn: '2099-03-31', cargoExpiresOn: '2099-06-30', expiresOn: '2099-03-31', review: 'submitted' },
    { id: 'doc-w9', type: 'w9', fileId: 'f2', name: 'w9.png', contentType: 'image/png', size: 500, uploadedAt: '2026-11-20T15:05:00.000Z', review: 'submitted' },
  ];
  const verifiedAnswer = (extra: Partial<CarrierStatusChange> = {}): User => ({
    ...carrier,
    carrierDocuments: documents,
    carrierStatus: 'verified',
    carrierStatusHistory: [...carrier.carrierStatusHistory!, { status: 'verified', by: 'Admin', at: '2026-11-26T15:00:00.000Z', ...extra }],
  });

  it('verifies a carrier with its documents on file in one click, and keeps it in view, Verified, when the Pending list no longer has it', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/carriers': listed([{ ...carrier, carrierDocuments: documents }]),
      'POST /api/admin/carriers/31/verify': { body: verifiedAnswer() },
    });
    const { user } = renderWithProviders(<CarriersTab />);
    const row = await rowOf('Brennan Trucking LLC');
    // Once verified, the server's Pending list no longer has it.
    api.use({ 'GET /api/admin/carriers': listed([]) });
    await user.click(row.getByRole('button', { name: 'Verify Brennan Trucking LLC' }));
    expect(await screen.findByText('Carrier verified')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/carriers/31/verify')[0].body).toEqual({});
    await waitFor(() => expect(api.callsTo('GET /api/admin/carriers')).toHaveLength(2));
    const after = await rowOf('Brennan Trucking LLC');
    expect(after.getByText('Verified')).toBeInTheDocument();
    expect(after.getByText('November 26, 2026, by Admin')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: 'Verify Brennan Trucking LLC' })).not.toBeInTheDocument();
    expect(after.getByRole('button', { name: 'Suspend Brennan Trucking LLC' })).toBeInTheDocument();
    expect(screen.queryByText('No carriers are waiting for verification')).not.toBeInTheDocument();
    expect(screen.getByText('0 carriers, and 1 you just changed')).toBeInTheDocument();
    // Another filter is another list: the carrier is where the server puts it.
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'suspended');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Brennan Trucking LLC/ })).not.toBeInTheDocument());
  });

  it('asks for an override reason before verifying a carrier without its certificate of insurance and W-9, and sends it', async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/carriers': listed([carrier]),
      'POST /api/admin/carriers/31/verify': { body: verifiedAnswer({ reason: 'Insurer confirmed by phone', override: ['coi', 'w9'] }) },
    });
    const { user } = renderWithProviders(<CarriersTab />);
    await user.click((await rowOf('Brennan Trucking LLC')).getByRole('button', { name: 'Verify Brennan Trucking LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Brennan Trucking LLC' }));
    expect(dialog.getByRole('note')).toHaveTextContent('This carrier has no certificate of insurance and no W-9 on file. Give an override reason to verify it without them.');
    await user.click(dialog.getByRole('button', { name: 'Verify with override' }));
    expect(dialog.getByRole('textbox', { name: /Override reason/ })).toHaveAccessibleDescription(expect.stringContaining('Please give the reason for verifying without the documents'));
    expect(api.callsTo('POST /api/admin/carriers/31/verify')).toHaveLength(0);

    api.use({ 'GET /api/admin/carriers': listed([]) });
    await user.type(dialog.getByRole('textbox', { name: /Override reason/ }), '  Insurer confirmed by phone ');
    await user.click(dialog.getByRole('button', { name: 'Verify with override' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/admin/carriers/31/verify')[0].body).toEqual({ overrideReason: 'Insurer confirmed by phone' });
    expect((await rowOf('Brennan Trucking LLC')).getByText('Verified')).toBeInTheDocument();
  });

  it("keeps the override dialog open with the server's reason when it refuses", async () => {
    api = mockApi({
      'GET /api/user': { body: primaryAdmin },
      'GET /api/admin/carriers': listed([carrier]),
      'POST /api/admin/carriers/31/verify': { status: 400, body: { message: 'The reason can be at most 500 characters', errors: { overrideReason: 'The reason can be at most 500 characters' } } },
    });
    const { user } = renderWithProviders(<CarriersTab />);
    await user.click((await rowOf('Brennan Trucking LLC')).getByRole('button', { name: 'Verify Brennan Trucking LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify Brennan Trucking LLC' }));
    await user.type(dialog.getByRole('textbox', { name: /Override reason/ }), 'Checked');
    await user.click(dialog.getByRole('button', { name: 'Verify with override' }));
    expect(await dialog.findByText('The reason can be at most 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Verify Brennan Trucking LLC' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect((await rowOf('Brennan Trucking LLC')).getByText('Pending verification')).toBeInTheDocument();
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

  it('shows a carrier\'s details, its authority check and the history of its status, overrides included', async () => {
    const verified: User = {
      ...carrier,
      carrierStatus: 'verified' as const,
      carrierStatusHistory: [...carrier.carrierStatusHistory!, { status: 'verified' as const, by: 'Admin', at: '2026-11-21T15:00:00.000Z', reason: 'W-9 on paper file', override: ['w9'] }],
      authorityCheck: { by: 'staff', staff: 'Admin', at: '2026-11-21T15:00:00.000Z' },
    };
    api = mockApi({ 'GET /api/user': { body: primaryAdmin }, 'GET /api/admin/carriers': listed([verified]) });
    const { user } = renderWithProviders(<CarriersTab />);
    await user.click((await rowOf('Brennan Trucking LLC')).getByRole('button', { name: 'Details of Brennan Trucking LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Brennan Trucking LLC' }));
    expect(dialog.getByText('$250,000')).toBeInTheDocument();
    expect(dialog.getByText('Verified', { selector: 'strong' }).closest('li')).toHaveTextContent('Verified on November 21, 2026, by Admin without the W-9 (override): W-9 on paper file');
    expect(dialog.getByText('Checked by Admin on November 21, 2026, when verifying')).toBeInTheDocument();
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
      const { user, dialog } = await openDetails({ 'POST /api/admin/carriers/31/fmcsa': { body: { checked: false, reason: 'not-configured', message: 'FMCSA look-up not configured' } } });
      await user.click(dialog.getByRole('button', { name: 'Look up on FMCSA' }));
      expect(await dialog.findByText('FMCSA look-up not configured')).toBeInTheDocument();
      expect(dialog.queryByText('Legal name')).not.toBeInTheDocument();
    });

    it("shows FMCSA's legal name, operating status and allowed-to-operate, or why the look-up failed", async () => {
      const { user, dialog } = await openDetails({
        'POST /api/admin/carriers/31/fmcsa': { body: { checked: true, found: true, dotNumber: '2874415', legalName: 'BRENNAN TRUCKING LLC', operatingStatus: 'Active', allowedToOperate: true, checkedAt: '2026-11-26T15:00:00.000Z' } },
      });
      await user.click(dialog.getByRole('button', { name: 'Look up on FMCSA' }));
      const answer = within(await dialog.findByLabelText('FMCSA answer'));
      // Kept as the carrier's authority check: the list is read again.
      await waitFor(() => expect(api.callsTo('GET /api/admin/carriers')).toHaveLength(2));
      expect(answer.getByText('BRENNAN TRUCKING LLC')).toBeInTheDocument();
      expect(answer.getByText('Active')).toBeInTheDocument();
      expect(answer.getByText('Yes')).toBeInTheDocument();

      api.use({ 'POST /api/admin/carriers/31/fmcsa': { body: { checked: false, reason: 'failed', message: 'The FMCSA look-up did not answer within 5 seconds. Try again later.' } } });
      await user.click(dialog.getByRole('button', { name: 'Look up on FMCSA' }));
      expect(await dialog.findByText('The FMCSA look-up did not answer within 5 seconds. Try again later.')).toBeInTheDocument();
      expect(dialog.queryByLabelText('FMCSA answer')).not.toBeInTheDocument();
    });
  });
});
