import { screen, waitFor } from '@testing-library/react';
import { PATHS, SESSION_HINT_COOKIE } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { makeUser } from '../../../testing/fixtures';
import { AdminCheckPage } from './admin-check-page';

describe('AdminCheckPage', () => {
  let api: MockApi;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('checks the session on load and shows id, username, admin and active', async () => {
    api = mockApi({ 'GET /api/user': { body: makeUser({ id: 12, isAdmin: false }) } });
    const view = renderWithProviders(<AdminCheckPage />, { route: PATHS.adminCheck });
    expect(screen.getByText('Checking...')).toBeInTheDocument();
    expect(await screen.findByText('Authenticated')).toBeInTheDocument();
    const details = screen.getByLabelText('Session details');
    expect(details).toHaveTextContent('12');
    expect(details).toHaveTextContent('dana.reyes');
    const open = screen.getByRole('button', { name: 'Go to Admin Dashboard' });
    expect(open).not.toHaveAttribute('aria-disabled');
    await view.user.click(open);
    expect(view.location().pathname).toBe(PATHS.admin);
  });

  it("when signed out: the admin button reads as disabled and a click alerts 'Please login first'", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    api = mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
    const view = renderWithProviders(<AdminCheckPage />, { route: PATHS.adminCheck });
    expect(await screen.findByText('Not Authenticated')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Go to Admin Dashboard' });
    expect(open).toHaveAttribute('aria-disabled', 'true');
    await view.user.click(open);
    expect(alert).toHaveBeenCalledWith('Please login first');
    expect(view.location().pathname).toBe(PATHS.simpleLogin);
  });

  it('asks the server on load even when the browser has never signed in (no sign-in hint cookie)', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    api = mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
    renderWithProviders(<AdminCheckPage />, { route: PATHS.adminCheck });
    expect(await screen.findByText('Not Authenticated')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
  });

  it('asks again on Refresh', async () => {
    api = mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
    const view = renderWithProviders(<AdminCheckPage />, { route: PATHS.adminCheck });
    await screen.findByText('Not Authenticated');
    api.use({ 'GET /api/user': { body: makeUser() } });
    await view.user.click(screen.getByRole('button', { name: 'Refresh Status' }));
    expect(await screen.findByText('Authenticated')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/user')).toHaveLength(2));
  });
});
