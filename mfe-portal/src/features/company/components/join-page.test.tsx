import { screen } from '@testing-library/react';
import { COMPANY_MESSAGES, invitationLink } from '@freight/domain';
import { mockApi, type MockApi, renderWithProviders } from '@freight/platform/testing';
import { JoinPage } from './join-page';

let api: MockApi;
afterEach(() => api.restore());

const TOKEN = 'a'.repeat(43);
const offer = { companyName: 'Harbor Pantry Foods', kind: 'shipper', role: 'billing', email: 'bill@pantry.example', expiresAt: '2026-12-05T15:00:00.000Z' };
const signedOut = { status: 401, body: { message: 'Not authenticated' } };
const renderPage = (route = invitationLink(TOKEN)) => renderWithProviders(<JoinPage />, { route, userEventOptions: { delay: null } });

describe('JoinPage', () => {
  it('shows what the invitation offers and, signed out, signs in and comes back here', async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/invitations/preview': { body: offer } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Join Harbor Pantry Foods' })).toBeInTheDocument();
    expect(screen.getByText('bill@pantry.example')).toBeInTheDocument();
    expect(screen.getByText(/Billing: invoices and payments only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Accept' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(invitationLink(TOKEN))}`);
    // The token went in the body, never in a URL.
    expect(api.callsTo('POST /api/invitations/preview')[0].body).toEqual({ token: TOKEN });
  });

  it('joins with one click when signed in with the address invited', async () => {
    api = mockApi({
      'GET /api/user': { body: { id: 40, email: 'bill@pantry.example', firstName: 'Bill', lastName: 'Ng', accountType: 'customer' } },
      'POST /api/invitations/preview': { body: offer },
      'POST /api/invitations/accept': { body: { company: { id: 12, kind: 'shipper', name: 'Harbor Pantry Foods' }, me: { id: 40, role: 'billing', capabilities: ['invoices'] }, members: [], invitations: [] } },
    });
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Join Harbor Pantry Foods' }));
    expect(await screen.findByText('You joined Harbor Pantry Foods')).toBeInTheDocument();
    expect(api.callsTo('POST /api/invitations/accept')[0].body).toEqual({ token: TOKEN });
  });

  it('says so when signed in with another address, and when the link no longer works', async () => {
    api = mockApi({ 'GET /api/user': { body: { id: 41, email: 'someone@else.example', accountType: 'customer' } }, 'POST /api/invitations/preview': { body: offer } });
    renderPage();
    expect(await screen.findByText(COMPANY_MESSAGES.invitationForOther)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    api.restore();

    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/invitations/preview': { status: 404, body: { message: COMPANY_MESSAGES.invitationInvalid } } });
    renderPage();
    expect(await screen.findByText(COMPANY_MESSAGES.invitationInvalid)).toBeInTheDocument();
  });
});
