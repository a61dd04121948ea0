import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './fallback-plugin';
import { isUnavailableModule } from './remote-errors';

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
