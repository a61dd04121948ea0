import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { COMPANY, PATHS, ROUTE_OWNERS, type RemoteName } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { forgetRemote } from '../remotes/load-pages';
import { AppRoutes } from './app-routes';
import { ROUTE_TABLE } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Every remote answers with a page per path it owns that just names the path. */
function pagesOf(remote: RemoteName) {
  return Object.fromEntries(ROUTE_OWNERS[remote].map((path) => [path, () => <main><h1>{`page ${path}`}</h1></main>]));
}

let api: MockApi;
beforeEach(() => {
  loadRemoteMock.mockReset();
  api = mockApi({
    'GET /remotes.json': { body: Object.fromEntries(Object.keys(ROUTE_OWNERS).map((r) => [r, `/mfe/${r}/remoteEntry.js`])) },
  });
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: pagesOf(id.split('/')[0] as RemoteName) }));
});
afterEach(() => {
  api.restore();
  (Object.keys(ROUTE_OWNERS) as RemoteName[]).forEach(forgetRemote);
});

describe('AppRoutes', () => {
  it.each(ROUTE_TABLE.map((route) => [route.path, route.remote]))('mounts %s on the %s remote', async (path, remote) => {
    renderWithProviders(<AppRoutes />, { route: path });
    expect(await screen.findByRole('heading', { name: `page ${path}` })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(`${remote}/pages`);
  });

  it('sets the document title per route', async () => {
    renderWithProviders(<AppRoutes />, { route: PATHS.emails });
    await screen.findByRole('heading', { name: `page ${PATHS.emails}` });
    expect(document.title).toBe(`Email Directory | ${COMPANY.name}`);
  });

  it('shows the 404 page for any other path, with a link home', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`404 Page Not Found | ${COMPANY.name}`);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
