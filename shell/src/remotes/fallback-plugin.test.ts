import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './fallback-plugin';
import { BASE_BUILD, PAGE_ELEMENT_IDS } from '@freight/domain';
import { resetFailureReports } from './failure-report';
import { isUnavailableModule } from './remote-errors';
import { resetRegistry } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: jest.fn(),
}));

describe('remoteFallbackPlugin', () => {
  const origin = {} as ModuleFederation;
  const plugin = remoteFallbackPlugin();

  it('answers a failed module load with the unavailable marker instead of throwing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('ScriptNetworkError');
    const result = await plugin.errorLoadRemote?.({ id: 'tools/pages', error, from: 'runtime', lifecycle: 'onLoad', origin });
    expect(isUnavailableModule(result)).toBe(true);
    expect(result).toMatchObject({ id: 'tools/pages', error });
  });

  it('leaves other lifecycles to the runtime', async () => {
    const result = await plugin.errorLoadRemote?.({ id: 'x', error: new Error('x'), from: 'runtime', lifecycle: 'beforeRequest', origin });
    expect(result).toBeUndefined();
  });
});

describe('load failure reports', () => {
  const origin = {} as ModuleFederation;
  const plugin = remoteFallbackPlugin();

  it('reports a failed release once per remote and version, and never a remote served from its own build', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    global.fetch = fetchMock as unknown as typeof fetch;
    resetFailureReports();
    resetRegistry();
    document.body.innerHTML = `<script type="application/json" id="${PAGE_ELEMENT_IDS.registry}">${JSON.stringify({
      remotes: {
        tools: { entry: '/releases/tools/1.2.0/remoteEntry.js', version: '1.2.0', canary: true, routes: [] },
        admin: { entry: '/mfe/admin/remoteEntry.js', version: BASE_BUILD, routes: [] },
      },
    })}</script>`;
    const remote = { name: 'tools', entry: '/releases/tools/1.2.0/remoteEntry.js' } as never;
    await plugin.errorLoadRemote?.({ id: 'tools/pages', error: new Error('ScriptNetworkError'), from: 'runtime', lifecycle: 'onLoad', origin, remote });
    await plugin.errorLoadRemote?.({ id: 'tools/pages', error: new Error('again'), from: 'runtime', lifecycle: 'onLoad', origin, remote });
    await plugin.errorLoadRemote?.({ id: 'admin/pages', error: new Error('down'), from: 'runtime', lifecycle: 'onLoad', origin });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/remote-failures', expect.objectContaining({ method: 'POST', body: JSON.stringify({ remote: 'tools', version: '1.2.0' }) }));
  });
});
