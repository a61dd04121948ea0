import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, PATHS, resetPasswordLink } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { label, signedOut } from '../../../testing/fixtures';
import { ResetPasswordPage } from './reset-password-page';

let api: MockApi;
afterEach(() => api.restore());

const renderPage = (route = resetPasswordLink('tok_123-abc')) => renderWithProviders(<ResetPasswordPage />, { route, userEventOptions: { delay: null } });

async function choose(view: ReturnType<typeof renderPage>, password: string) {
  await view.user.type(await screen.findByLabelText(label('New password')), password);
  await view.user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordPage', () => {
  it('holds the new password to the registration rule without calling the server', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    const view = renderPage();
    await choose(view, '123');
    await waitFor(() => expect(screen.getByLabelText(label('New password'))).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 6 characters')));
    expect(api.callsTo('POST /api/password-reset')).toHaveLength(0);
  });

  it('sends the token from the link with the new password, then asks the user to sign in', async () => {
    api = mockApi({ 'GET /api/user': signedOut, 'POST /api/password-reset': { body: { success: true, message: ACCOUNT_MESSAGES.resetDone } } });
    const view = renderPage();
    await choose(view, 'brand-new-1');
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetDone);
    expect(api.callsTo('POST /api/password-reset')[0].body).toEqual({ token: 'tok_123-abc', password: 'brand-new-1' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', PATHS.login);
  });

  it('shows the one message for a used, expired or unknown link, and offers a new one', async () => {
    api = mockApi({
      'GET /api/user': signedOut,
      'POST /api/password-reset': { status: 400, body: { message: ACCOUNT_MESSAGES.resetInvalid, errors: { token: ACCOUNT_MESSAGES.resetInvalid } } },
    });
    const view = renderPage();
    await choose(view, 'brand-new-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', PATHS.forgotPassword);
    expect(screen.queryByLabelText(label('New password'))).not.toBeInTheDocument();
  });

  it('says so when the link has no token, without a form', async () => {
    api = mockApi({ 'GET /api/user': signedOut });
    renderPage(PATHS.resetPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkIncomplete);
    expect(screen.queryByRole('button', { name: 'Set New Password' })).not.toBeInTheDocument();
  });
});
