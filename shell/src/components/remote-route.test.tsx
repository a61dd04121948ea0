import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders, type MockApi } from '@freight/platform/testing';
import { forgetRemote } from '../remotes/load-pages';
import { AppRoutes } from '../app/app-routes';
import { resetRegistry } from '../remotes/remote-registry';
import { remotesOf, TEST_REGISTRY } from '../testing/registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const toolsPages = {
  // Remotes split their pages into chunks, so a page is often itself a lazy component.
  [PATHS.emails]: lazy(async () => ({ default: () => <h1>Email Directory</h1> })),
  [PATHS.quoteCalculator]: () => <h1>Quote Calculator</h1>,
};

let api: MockApi;
beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = mockApi({ 'GET /remotes.json': { body: TEST_REGISTRY } });
});
afterEach(() => {
  api.restore();
  remotesOf(TEST_REGISTRY).forEach(forgetRemote);
  resetRegistry();
  jest.restoreAllMocks();
});

describe('a remote that is down', () => {
  it('shows the unavailable panel in a normal page frame, and Retry really loads it again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script')).mockResolvedValue({ default: toolsPages });
    const { user } = renderWithProviders(<AppRoutes />, { route: PATHS.emails });

    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Harborline Freight & Logistics home/ })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Email Directory' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('treats the runtime fallback module as unavailable too', async () => {
    loadRemoteMock.mockResolvedValue({ [Symbol.for('freight.remote-unavailable')]: true, id: 'tools/pages', error: new Error('down') });
    renderWithProviders(<AppRoutes />, { route: PATHS.quoteCalculator });
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
  });

  it('shows the panel when a remote page throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render crash');
    };
    loadRemoteMock.mockResolvedValue({ default: { ...toolsPages, [PATHS.emails]: Broken } });
    renderWithProviders(<AppRoutes />, { route: PATHS.emails });
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
  });

  it('keeps other routes working', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id.startsWith('tools/')) throw new Error('down');
      return { default: { [PATHS.home]: () => <h1>Landing</h1> } };
    });
    const { user } = renderWithProviders(<AppRoutes />, { route: PATHS.emails });
    await screen.findByRole('heading', { name: 'This section is temporarily unavailable' });
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });
});
