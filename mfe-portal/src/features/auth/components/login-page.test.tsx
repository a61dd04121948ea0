import { screen, waitFor } from '@testing-library/react';
import { BOOKING_NOTICE, PATHS, calculateQuote, formatUsd } from '@freight/domain';
import { clearPendingEstimate, savePendingEstimate } from '@freight/platform';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { customer, findToast, label, signedOut } from '../../../testing/fixtures';
import { LoginPage } from './login-page';

let api: MockApi;
afterEach(() => {
  api.restore();
  clearPendingEstimate();
});

async function renderLogin() {
  const view = renderWithProviders(<LoginPage />, { route: PATHS.login, userEventOptions: { delay: null } });
  await screen.findByRole('button', { name: 'Sign In' });
  return view;
}

async function signIn(view: Awaited<ReturnType<typeof renderLogin>>) {
  await view.user.type(screen.getByLabelText(label('Username')), 'dana.reyes');
  await view.user.type(screen.getByLabelText(label('Password')), 'secret123');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the spec messages under empty fields, focuses the first, and does not call the server', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = await renderLogin();
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The form's check runs when it is sent; on a busy machine its render can land a tick later.
    await waitFor(() => expect(screen.getByLabelText(label('Username'))).toHaveAccessibleDescription('Username is required'));
    expect(screen.getByLabelText(label('Password'))).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(screen.getByLabelText(label('Username'))).toHaveFocus());
    expect(api.callsTo('POST /api/login')).toHaveLength(0);
  });

  it('signs in, toasts Login Successful and opens the dashboard', async () => {
    api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': { body: { success: true, message: 'Login successful', user: customer } },
    });
    const view = await renderLogin();
    await signIn(view);
    expect(await findToast()).toHaveTextContent('Login Successful');
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.dashboard));
    expect(api.callsTo('POST /api/login')[0].body).toEqual({ username: 'dana.reyes', password: 'secret123' });
  });

  it.each([
    { next: '/shipments?id=4', opens: '/shipments?id=4' },
    { next: '//evil.test/shipments', opens: PATHS.dashboard },
    { next: 'https://evil.test/', opens: PATHS.dashboard },
  ])('after signing in from a link opens $opens (asked: $next)', async ({ next, opens }) => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/login': { body: { success: true, message: 'Login successful', user: customer } } });
    const view = renderWithProviders(<LoginPage />, { route: `${PATHS.login}?next=${encodeURIComponent(next)}`, userEventOptions: { delay: null } });
    await screen.findByRole('button', { name: 'Sign In' });
    await signIn(view);
    await waitFor(() => expect(`${view.location().pathname}${view.location().search}`).toBe(opens));
  });

  it('shows Signing in... while the call runs', async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/login': () => new Promise(() => undefined) });
    const view = await renderLogin();
    await signIn(view);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('shows Login Failed with the server message, and keeps it beside the password field', async () => {
    const message = 'Invalid username or password';
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/login': { status: 401, body: { message, errors: { password: message } } } });
    const view = await renderLogin();
    await signIn(view);
    const toast = await findToast();
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent(message);
    expect(screen.getByLabelText(label('Password'))).toHaveAccessibleDescription(message);
    expect(view.location().pathname).toBe(PATHS.login);

    await view.user.type(screen.getByLabelText(label('Password')), 'x');
    expect(screen.getByLabelText(label('Password'))).not.toHaveAccessibleDescription(message);
  });

  it('falls back to the spec text when the server gives no message', async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/login': { status: 500, body: '' } });
    const view = await renderLogin();
    await signIn(view);
    expect(await findToast()).toHaveTextContent('Please check your credentials and try again.');
  });

  it('links to the forgot-password page', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', PATHS.forgotPassword);
  });

  it('links to registration and sends signed-in visitors to the dashboard', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', PATHS.register);
    api.restore();

    api = mockApi({ 'GET /api/user': { body: customer } });
    const view = renderWithProviders(<LoginPage />, { route: PATHS.login });
    await waitFor(() => expect(view.location().pathname).toBe(PATHS.dashboard));
  });

  it('says why a visitor who pressed Book This Shipment is here, and only then', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const first = await renderLogin();
    expect(screen.queryByText(BOOKING_NOTICE.title)).not.toBeInTheDocument();
    first.unmount();

    const estimate = { originZip: '10001', destinationZip: '10050', weight: '1000', serviceType: 'standard', cargoType: 'general' };
    savePendingEstimate(estimate);
    await renderLogin();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(BOOKING_NOTICE.title);
    expect(notice).toHaveTextContent(`10001 → 10050 · ${formatUsd(calculateQuote(estimate)!.totalCost)}`);
  });
});
