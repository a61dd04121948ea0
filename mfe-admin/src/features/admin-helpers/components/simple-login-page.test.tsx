import { screen, waitFor } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { fullPageLoad } from '../../../components/full-page-load';
import { primaryAdmin } from '../../../testing/fixtures';
import { SimpleLoginPage } from './simple-login-page';

jest.mock('../../../components/full-page-load', () => ({ fullPageLoad: jest.fn() }));

const DEMO = { demoMode: true, demoAdmin: { username: 'Admin', password: 'FreightAdmin2024!' } };

describe('SimpleLoginPage', () => {
  let api: MockApi;
  afterEach(() => {
    api.restore();
    jest.mocked(fullPageLoad).mockReset();
  });

  it('in demo mode prefills the demo admin and shows them in a hint', async () => {
    api = mockApi({ 'GET /api/app-info': { body: DEMO } });
    renderWithProviders(<SimpleLoginPage />, { route: PATHS.simpleLogin });
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveValue('Admin'));
    expect(screen.getByLabelText(/Password/)).toHaveValue('FreightAdmin2024!');
    expect(screen.getByText(/Username: Admin · Password: FreightAdmin2024!/)).toBeInTheDocument();
  });

  it('shows the form only once the settings arrive, already filled in, so the prefill never lands in what is being typed', async () => {
    let release: () => void = () => undefined;
    api = mockApi({ 'GET /api/app-info': () => new Promise((resolve) => (release = () => resolve({ body: DEMO }))) });
    const { user } = renderWithProviders(<SimpleLoginPage />, { route: PATHS.simpleLogin });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/app-info')).toHaveLength(1));
    release();
    const username = await screen.findByLabelText(/Username/);
    expect(username).toHaveValue('Admin');
    await user.clear(username);
    await user.type(username, 'dispatcher');
    expect(username).toHaveValue('dispatcher');
    expect(screen.getByLabelText(/Password/)).toHaveValue('FreightAdmin2024!');
  });

  it('shows an empty form when the settings cannot be read', async () => {
    api = mockApi({ 'GET /api/app-info': { status: 500, body: '' } });
    renderWithProviders(<SimpleLoginPage />, { route: PATHS.simpleLogin });
    expect(await screen.findByLabelText(/Username/)).toHaveValue('');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.queryByText(/Demo credentials/)).not.toBeInTheDocument();
  });

  it('in production mode starts empty, shows no hint, and requires both fields', async () => {
    api = mockApi({ 'GET /api/app-info': { body: { demoMode: false } } });
    renderWithProviders(<SimpleLoginPage />, { route: PATHS.simpleLogin });
    await waitFor(() => expect(api.callsTo('GET /api/app-info')).toHaveLength(1));
    expect(await screen.findByLabelText(/Username/)).toHaveValue('');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Username/)).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.queryByText(/Demo credentials/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', PATHS.home);
    expect(screen.getByRole('link', { name: 'Go to Instant Admin' })).toHaveAttribute('href', PATHS.instantAdmin);
  });

  it('on success stores the flag and the user, toasts the welcome and loads /admin in full', async () => {
    let release: () => void = () => undefined;
    api = mockApi({
      'GET /api/app-info': { body: DEMO },
      'POST /api/login': () => new Promise((resolve) => (release = () => resolve({ body: { success: true, message: 'Login successful', user: primaryAdmin } }))),
    });
    const { user } = renderWithProviders(<SimpleLoginPage />, { route: PATHS.simpleLogin });
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveValue('FreightAdmin2024!'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Primary! Redirecting to admin dashboard...')).toBeInTheDocument();
    expect(localStorage.getItem('adminLoginSuccess')).toBe('true');
    expect(JSON.parse(localStorage.getItem('adminUser')!)).toMatchObject({ id: 3, username: 'Admin' });
    expect(fullPageLoad).toHaveBeenCalledWith(PATHS.admin);
    expect(api.callsTo('POST /api/login')[0].body).toEqual({ username: 'Admin', password: 'FreightAdmin2024!' });
  });

  it.each([
    { next: '/admin?tab=shipments&shipment=4', loads: '/admin?tab=shipments&shipment=4' },
    { next: 'https://evil.test/admin', loads: PATHS.admin },
    { next: '/dashboard', loads: PATHS.admin },
  ])('after signing in from a link loads $loads in full (asked: $next)', async ({ next, loads }) => {
    api = mockApi({ 'GET /api/app-info': { body: DEMO }, 'POST /api/login': { body: { success: true, message: 'Login successful', user: primaryAdmin } } });
    const { user } = renderWithProviders(<SimpleLoginPage />, { route: `${PATHS.simpleLogin}?next=${encodeURIComponent(next)}` });
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveValue('FreightAdmin2024!'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith(loads));
  });

  it.each([
    { reply: { status: 401, body: { success: false, message: 'Invalid username or password' } }, text: 'Invalid username or password' },
    { reply: { status: 500, body: '' }, text: 'Invalid credentials' },
  ])('shows a destructive "Login Failed" with "$text"', async ({ reply, text }) => {
    api = mockApi({ 'GET /api/app-info': { body: DEMO }, 'POST /api/login': reply });
    const { user } = renderWithProviders(<SimpleLoginPage />, { route: PATHS.simpleLogin });
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveValue('Admin'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
    expect(localStorage.getItem('adminLoginSuccess')).toBeNull();
  });

  it("says 'Network error - please try again' when the server cannot be reached", async () => {
    api = mockApi({ 'GET /api/app-info': { body: DEMO }, 'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderWithProviders(<SimpleLoginPage />, { route: PATHS.simpleLogin });
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveValue('Admin'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Network error - please try again')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
