import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PATHS } from '@freight/domain';
import { mockApi, renderWithProviders } from '@freight/platform/testing';
import { AppRoutes } from '../app/app-routes';
import { TEST_REGISTRY } from '../testing/registry';

// Its own file: the registry is fetched once per page load, so this needs a fresh module registry.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

it('asks for /remotes.json again on Retry when the route registry could not be loaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let registryCalls = 0;
  mockApi({
    'GET /remotes.json': () => {
      registryCalls += 1;
      return registryCalls === 1 ? { status: 503, body: 'Service Unavailable' } : { body: TEST_REGISTRY };
    },
  });
  loadRemoteMock.mockResolvedValue({ default: { [PATHS.quoteCalculator]: () => <h1>Quote Calculator</h1> } });
  const { user } = renderWithProviders(<AppRoutes />, { route: PATHS.quoteCalculator });

  await screen.findByRole('heading', { name: 'This section is temporarily unavailable' });
  expect(loadRemoteMock).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: 'Quote Calculator' })).toBeInTheDocument();
  expect(registryCalls).toBe(2);
  expect(loadRemoteMock).toHaveBeenCalledWith('tools/pages');
});
