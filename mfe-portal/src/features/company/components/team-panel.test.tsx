import { screen, within } from '@testing-library/react';
import type { CompanyView } from '@freight/domain';
import { mockApi, type MockApi, renderWithProviders } from '@freight/platform/testing';
import { TeamPanel } from './team-panel';

let api: MockApi;
afterEach(() => api.restore());

const company = (overrides: Partial<CompanyView> = {}): CompanyView => ({
  company: { id: 12, kind: 'shipper', name: 'Harbor Pantry Foods' },
  me: { id: 12, role: 'owner', capabilities: ['quotes', 'shipments', 'invoices', 'members'] },
  members: [
    { id: 12, firstName: 'Dana', lastName: 'Morales', email: 'dana@pantry.example', role: 'owner', founder: true },
    { id: 40, firstName: 'Bill', lastName: 'Ng', email: 'bill@pantry.example', role: 'billing', founder: false },
  ],
  invitations: [{ id: 'abcdefghijkl', email: 'sam@pantry.example', role: 'shipper', invitedBy: 'Dana Morales', createdAt: '2026-11-28T15:00:00.000Z', expiresAt: '2026-12-05T15:00:00.000Z' }],
  ...overrides,
});

const renderPanel = () => renderWithProviders(<TeamPanel />, { userEventOptions: { delay: null } });

describe('TeamPanel', () => {
  it("shows the Owner the members, the pending invitations and the controls, and sends an invitation with the role chosen", async () => {
    api = mockApi({ 'GET /api/company': { body: company() }, 'POST /api/company/invitations': { status: 201, body: { invitation: {} } } });
    const view = renderPanel();
    const members = await screen.findByRole('table', { name: 'Members' });
    const [, owner, billing] = within(members).getAllByRole('row');
    expect(owner).toHaveTextContent('Dana Morales (you)');
    expect(owner).toHaveTextContent('Owner');
    expect(within(owner).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(billing).getByRole('combobox', { name: 'Role of Bill Ng' })).toHaveValue('billing');
    expect(within(billing).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Pending invitations' })).getByText('sam@pantry.example')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/company/invitations')).toHaveLength(0);
    await view.user.type(screen.getByLabelText(/Email to invite/), 'new.clerk@pantry.example');
    await view.user.selectOptions(screen.getByLabelText('Role'), 'billing');
    await view.user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent to new.clerk@pantry.example')).toBeInTheDocument();
    expect(api.callsTo('POST /api/company/invitations')[0].body).toEqual({ email: 'new.clerk@pantry.example', role: 'billing' });
  });

  it('offers a carrier Owner only a carrier company’s roles', async () => {
    api = mockApi({ 'GET /api/company': { body: company({ company: { id: 12, kind: 'carrier', name: 'Valley Haulers' }, members: [company().members[0]], invitations: [] }) } });
    renderPanel();
    const role = await screen.findByLabelText('Role');
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Dispatcher', 'Driver']);
  });

  it('shows a member the team without the Owner’s controls, and lets them leave', async () => {
    api = mockApi({
      'GET /api/company': { body: company({ me: { id: 40, role: 'billing', capabilities: ['invoices'] }, invitations: [] }) },
      'DELETE /api/company/members/40': { status: 204 },
    });
    const view = renderPanel();
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(screen.getByText(/Your role:/)).toHaveTextContent('Your role: Billing (invoices and payments only).');
    expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(within(members).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await view.user.click(within(members).getByRole('button', { name: 'Leave Company' }));
    expect(await screen.findByRole('dialog', { name: 'Leave the company?' })).toBeInTheDocument();
  });
});
