import { parseRegistry } from './remote-registry';

describe('parseRegistry', () => {
  it('keeps each remote with its entry URL, routes and preloads', () => {
    const json = {
      remotes: {
        tools: { entry: '/mfe/tools/remoteEntry.js', routes: [{ path: '/emails', title: 'Email Directory' }], preload: ['/mfe/tools/1.js'] },
        admin: { entry: 'https://cdn.example.com/admin/remoteEntry.js', routes: [{ path: '/admin' }] },
      },
    };
    expect(parseRegistry(json)).toEqual({
      remotes: {
        tools: { entry: '/mfe/tools/remoteEntry.js', routes: [{ path: '/emails', title: 'Email Directory' }], preload: ['/mfe/tools/1.js'] },
        admin: { entry: 'https://cdn.example.com/admin/remoteEntry.js', routes: [{ path: '/admin' }], preload: [] },
      },
    });
  });

  it('leaves out a remote without an entry or with malformed routes, and says so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const json = {
      remotes: {
        tools: { entry: '', routes: [] },
        billing: { entry: '/mfe/billing/remoteEntry.js', routes: [{ path: 'no-slash' }] },
        portal: { entry: '/mfe/portal/remoteEntry.js' },
      },
    };
    expect(parseRegistry(json)).toEqual({ remotes: {} });
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('rejects anything but { remotes: { … } }', () => {
    expect(() => parseRegistry(['tools'])).toThrow('The route registry must be');
    expect(() => parseRegistry({ tools: '/mfe/tools/remoteEntry.js' })).toThrow('The route registry must be');
    expect(() => parseRegistry(null)).toThrow('The route registry must be');
  });
});
