import { screen } from '@testing-library/react';
import { SESSION_HINT_COOKIE } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '../testing';
import { useCurrentUser } from './use-current-user';

function Who() {
  const { user, isLoading, isAuthenticated, isAdmin } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  return <p>{isAuthenticated ? `${user?.username} admin=${String(isAdmin)}` : 'anonymous'}</p>;
}

describe('useCurrentUser', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('treats a 401 as an anonymous session, asking only once (no retry)', async () => {
    api = mockApi({ 'GET /api/user': { status: 401, body: { message: 'Authentication required' } } });
    renderWithProviders(<Who />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(1);
  });

  it('does not ask at all in a browser that never signed in (no session hint cookie)', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    api = mockApi({ 'GET /api/user': { body: { id: 3, username: 'Admin', isAdmin: true, isActive: true } } });
    renderWithProviders(<Who />);
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(0);
  });

  it('returns the signed-in user with the cookie-carrying request', async () => {
    api = mockApi({ 'GET /api/user': { body: { id: 3, username: 'Admin', isAdmin: true, isActive: true } } });
    renderWithProviders(<Who />);
    expect(await screen.findByText('Admin admin=true')).toBeInTheDocument();
  });
});
