import { act, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@freight/domain';
import { authApi, createStore, useCurrentUser } from '@freight/platform';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { makeUser, primaryAdmin } from '../../../testing/fixtures';
import { useAdminGate } from '../hooks/use-admin-gate';
import { AdminGate } from './admin-gate';

function Gated({ children }: { children: Parameters<typeof AdminGate>[0]['children'] }) {
  return <AdminGate gate={useAdminGate()}>{children}</AdminGate>;
}

const Page = () => <Gated>{(user) => <p>{`Dashboard for ${user.username}`}</p>}</Gated>;

describe('AdminGate (the /admin access check)', () => {
  let api: MockApi;
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
  });

  const render = () => renderWithProviders(<Page />, { route: PATHS.admin });

  it('shows "Verifying Admin Access..." while it asks the server', async () => {
    api = mockApi({ 'GET /api/user': () => new Promise((resolve) => setTimeout(() => resolve({ body: primaryAdmin }), 60_000)) });
    render();
    expect(await screen.findByText('Verifying Admin Access...')).toBeInTheDocument();
    expect(screen.queryByText(/Dashboard for/)).not.toBeInTheDocument();
  });

  it('lets in the primary admin and any other active admin the server vouches for', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin } });
    render();
    expect(await screen.findByText('Dashboard for Admin')).toBeInTheDocument();

    api.use({ 'GET /api/user': { body: makeUser({ username: 'ops.lead', isAdmin: true }) } });
    renderWithProviders(<Page />, { route: PATHS.admin });
    expect(await screen.findByText('Dashboard for ops.lead')).toBeInTheDocument();
  });

  it('never acts on a user cached before it opened: a stale non-admin is not turned away', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin } });
    const store = createStore();
    store.dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: makeUser() }]));
    renderWithProviders(<Page />, { route: PATHS.admin, store });
    expect(await screen.findByText('Dashboard for Admin')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('takes the answer of a check already on its way when it opened', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin } });
    const store = createStore();
    void store.dispatch(authApi.endpoints.getCurrentUser.initiate());
    renderWithProviders(<Page />, { route: PATHS.admin, store });
    expect(await screen.findByText('Dashboard for Admin')).toBeInTheDocument();
  });

  it('keeps showing the dashboard while something inside it asks for the user again', async () => {
    api = mockApi({ 'GET /api/user': { body: primaryAdmin } });
    // A tab that reads the user asks the server again when it opens (always stale).
    const Tab = ({ name }: { name: string }) => <p>{`Tab for ${useCurrentUser().user?.username ?? name}`}</p>;
    renderWithProviders(<Gated>{(user) => <Tab name={user.username} />}</Gated>, { route: PATHS.admin });
    await waitFor(() => expect(api.callsTo('GET /api/user')).toHaveLength(2));
    for (let tick = 0; tick < 20; tick += 1) {
      await act(async () => {
        jest.advanceTimersByTime(10);
        await Promise.resolve();
      });
    }
    expect(screen.getByText('Tab for Admin')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user')).toHaveLength(2);
  });

  it('sends a signed-out visitor of an /admin link to /simple-login, which returns to it', async () => {
    api = mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } });
    const view = renderWithProviders(<Page />, { route: '/admin?tab=shipments&shipment=4' });
    expect((await screen.findAllByText('Authentication Required')).length).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(2000));
    expect(`${view.location().pathname}${view.location().search}`).toBe(`${PATHS.simpleLogin}?next=${encodeURIComponent('/admin?tab=shipments&shipment=4')}`);
  });

  it.each([
    { when: 'signed out', reply: { status: 401, body: { message: 'Not authenticated' } }, title: 'Authentication Required', description: 'Please login to access admin features.', target: PATHS.simpleLogin },
    { when: 'not an admin', reply: { body: makeUser() }, title: 'Access Denied', description: 'Admin privileges required. Redirecting to customer dashboard...', target: PATHS.dashboard },
    { when: 'deactivated', reply: { body: makeUser({ isAdmin: true, isActive: false }) }, title: 'Access Denied', description: 'Admin privileges required. Redirecting to customer dashboard...', target: PATHS.dashboard },
    { when: 'the check failed', reply: { status: 503, body: { message: 'Service unavailable' } }, title: 'Verification Failed', description: 'Unable to verify admin access. Please login again.', target: PATHS.simpleLogin },
  ])('when $when: toasts "$title" and redirects to $target after 2 seconds', async ({ reply, title, description, target }) => {
    api = mockApi({ 'GET /api/user': reply });
    const view = render();
    expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(description).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Dashboard for/)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(view.location().pathname).toBe(PATHS.admin);
    act(() => jest.advanceTimersByTime(1));
    expect(view.location().pathname).toBe(target);
  });
});
