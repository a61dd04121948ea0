import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { label, signedOut } from '../../../testing/fixtures';
import { ForgotPasswordPage } from './forgot-password-page';

let api: MockApi;
afterEach(() => api.restore());

async function renderPage() {
  const view = renderWithProviders(<ForgotPasswordPage />, { route: PATHS.forgotPassword, userEventOptions: { delay: null } });
  await screen.findByRole('button', { name: 'Email Me a Reset Link' });
  return view;
}

describe('ForgotPasswordPage', () => {
  it('checks the address with the registration message before calling the server', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = await renderPage();
    await view.user.type(screen.getByLabelText(label('Email')), 'dana@');
    await view.user.click(screen.getByRole('button', { name: 'Email Me a Reset Link' }));
    await waitFor(() => expect(screen.getByLabelText(label('Email'))).toHaveAccessibleDescription('Please enter a valid email address'));
    expect(api.callsTo('POST /api/password-reset/request')).toHaveLength(0);
  });

  it("sends the address and shows the server's answer in place of the form", async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/password-reset/request': { body: { success: true, message: ACCOUNT_MESSAGES.resetRequested } } });
    const view = await renderPage();
    await view.user.type(screen.getByLabelText(label('Email')), 'dana@reyesgoods.com');
    await view.user.click(screen.getByRole('button', { name: 'Email Me a Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(screen.queryByRole('form', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/password-reset/request')[0].body).toEqual({ email: 'dana@reyesgoods.com' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', PATHS.login);
  });

  it('shows a refusal such as the rate limit', async () => {
    const message = 'Too many attempts. Please try again in 60 minutes.';
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/password-reset/request': { status: 429, body: { message } } });
    const view = await renderPage();
    await view.user.type(screen.getByLabelText(label('Email')), 'dana@reyesgoods.com');
    await view.user.click(screen.getByRole('button', { name: 'Email Me a Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
