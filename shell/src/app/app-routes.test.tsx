import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { COMPANY, PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { forgetRemote } from '../remotes/load-pages';
import { AppRoutes } from './app-routes';
import { resetRegistry } from '../remotes/remote-registry';
import { remotesOf, TEST_REGISTRY } from '../testing/registry';
import { routeTable } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Every remote answers with a page per path it owns that just names the path. */
function pagesOf(remote: string) {
  return Object.fromEntries(TEST_REGISTRY.remotes[remote].routes.map(({ path }) => [path, () => <main><h1>{`page ${path}`}</h1></main>]));
}

let api: MockApi;
beforeEach(() => {
  loadRemoteMock.mockReset();
  api = mockApi({
    'GET /remotes.json': { body: TEST_REGISTRY },
  });
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: pagesOf(id.split('/')[0]) }));
});
afterEach(() => {
  api.restore();
  remotesOf(TEST_REGISTRY).forEach(forgetRemote);
  resetRegistry();
  document.getElementById('freight-registry')?.remove();
});

describe('AppRoutes', () => {
  it.each(routeTable(TEST_REGISTRY).map((route) => [route.path, route.remote]))('mounts %s on the %s remote', async (path, remote) => {
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
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`404 Page Not Found | ${COMPANY.name}`);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('routes a page the registry adds, titled as the registry says, with no change to the shell', async () => {
    const registry = {
      remotes: { ...TEST_REGISTRY.remotes, tools: { ...TEST_REGISTRY.remotes.tools, routes: [{ path: '/rate-sheets', title: 'Rate Sheets' }] } },
    };
    api.restore();
    api = mockApi({ 'GET /remotes.json': { body: registry } });
    loadRemoteMock.mockImplementation(async () => ({ default: { '/rate-sheets': () => <h1>Rate sheets</h1> } }));
    renderWithProviders(<AppRoutes />, { route: '/rate-sheets' });
    expect(await screen.findByRole('heading', { name: 'Rate sheets' })).toBeInTheDocument();
    expect(document.title).toBe(`Rate Sheets | ${COMPANY.name}`);
  });

  it('reads the registry the server put in the page, without asking /remotes.json', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'freight-registry';
    script.textContent = JSON.stringify(TEST_REGISTRY);
    document.body.append(script);
    renderWithProviders(<AppRoutes />, { route: PATHS.emails });
    expect(await screen.findByRole('heading', { name: `page ${PATHS.emails}` })).toBeInTheDocument();
    expect(api.callsTo('GET /remotes.json')).toHaveLength(0);
  });
});
