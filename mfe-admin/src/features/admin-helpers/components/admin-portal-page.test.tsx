import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { makeUser, primaryAdmin } from '../../../testing/fixtures';
import { AdminPortalPage } from './admin-portal-page';

const FEATURES = ['User Management', 'Quote Management', 'Carrier Rates', 'Website Control'];

describe('AdminPortalPage', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('after /simple-login: removes the stored flag, asks the server, then shows the verified admin', async () => {
    localStorage.setItem('adminLoginSuccess', 'true');
    localStorage.setItem('adminUser', JSON.stringify(primaryAdmin));
    api = mockApi({ 'GET /api/user': { body: primaryAdmin } });
    renderWithProviders(<AdminPortalPage />, { route: PATHS.adminPortal });

    expect(screen.getByText('Verifying Access...')).toBeInTheDocument();
    expect(await screen.findByText('Admin Access Verified')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
    expect(screen.getByText('AUTHORIZED')).toBeInTheDocument();
    const info = screen.getByLabelText('System information');
    for (const text of ['3', 'Admin', 'Active']) expect(info).toHaveTextContent(text);
    expect(await screen.findByText('Admin Access Verified!')).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Primary! You have full system control/)).toBeInTheDocument();
    expect(localStorage.getItem('adminLoginSuccess')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    for (const title of FEATURES) expect(screen.getByText(title)).toBeInTheDocument();
  });

  it("greets with 'Session Verified!' when there was no fresh login", async () => {
    api = mockApi({ 'GET /api/user': { body: makeUser({ isAdmin: true, username: 'ops.lead' }) } });
    renderWithProviders(<AdminPortalPage />, { route: PATHS.adminPortal });
    expect(await screen.findByText('Session Verified!')).toBeInTheDocument();
    expect(screen.getByLabelText('System information')).toHaveTextContent('ops.lead');
  });

  it('never trusts local storage: a stored admin with no admin session sees only the login button', async () => {
    localStorage.setItem('adminLoginSuccess', 'true');
    localStorage.setItem('adminUser', JSON.stringify(primaryAdmin));
    api = mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
    renderWithProviders(<AdminPortalPage />, { route: PATHS.adminPortal });
    await waitFor(() => expect(api.callsTo('GET /api/user')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Go to Admin Login' })).toHaveAttribute('href', PATHS.simpleLogin);
    expect(screen.getByText('Verifying Access...')).toBeInTheDocument();
    expect(screen.queryByText('AUTHORIZED')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin Access Verified!')).not.toBeInTheDocument();
  });
});
