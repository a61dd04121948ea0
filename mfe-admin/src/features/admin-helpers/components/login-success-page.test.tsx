import { screen, waitFor } from '@testing-library/react';
import { COMPANY, PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { makeUser } from '../../../testing/fixtures';
import { LoginSuccessPage } from './login-success-page';

describe('LoginSuccessPage', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('signed out: the page and the tab title both say the verification failed', async () => {
    api = mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
    renderWithProviders(<LoginSuccessPage />, { route: PATHS.loginSuccess });
    expect(await screen.findByRole('heading', { name: 'Login verification failed' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Login Verification Failed | ${COMPANY.name}`));
    expect(screen.queryByText('Login Successful!')).not.toBeInTheDocument();
  });

  it('signed in: "Login Successful!" on the page and in the tab title', async () => {
    api = mockApi({ 'GET /api/user': { body: makeUser({ isAdmin: true }) } });
    renderWithProviders(<LoginSuccessPage />, { route: PATHS.loginSuccess });
    expect(await screen.findByRole('heading', { name: 'Login Successful!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Login Successful | ${COMPANY.name}`));
  });
});
