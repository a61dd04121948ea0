import { ownedRoutes, ownerOfPath, parseRemoteRoutes, routeMatches, routeOwners } from './remote-registry';
import { PATHS } from './paths';

describe('the route registry contract', () => {
  it('titles a remote’s routes from PAGE_TITLES, leaving the home page to the company name', () => {
    expect(ownedRoutes([PATHS.home, PATHS.emails])).toEqual([{ path: '/' }, { path: '/emails', title: 'Email Directory' }]);
  });

  it('reads a routes.json, keeping only what it defines', () => {
    expect(
      parseRemoteRoutes({ routes: [{ path: '/a', title: 'A', preload: ['a.js'], extra: 1 }, { path: '/b', preload: [] }] }),
    ).toEqual([{ path: '/a', title: 'A', preload: ['a.js'] }, { path: '/b' }]);
  });

  it('refuses a routes.json with a relative path, a non-text title or odd preloads', () => {
    for (const routes of [[{ path: 'a' }], [{ path: '/a', title: 3 }], [{ path: '/a', preload: 'a.js' }], [{ path: '/a', preload: [1] }], 'x']) {
      expect(() => parseRemoteRoutes({ routes })).toThrow('routes.json must be');
    }
    expect(() => parseRemoteRoutes(null)).toThrow('routes.json must be');
  });

  it('gives each path to the first remote that claims it', () => {
    const owners = routeOwners({
      remotes: { tools: { entry: 't.js', routes: [{ path: '/x' }] }, admin: { entry: 'a.js', routes: [{ path: '/x' }, { path: '/y' }] } },
    });
    expect(owners.get('/x')?.remote).toBe('tools');
    expect(owners.get('/y')?.remote).toBe('admin');
  });
});

describe('routes with a parameter', () => {
  const registry = { remotes: { tools: { entry: '/t.js', routes: [{ path: '/emails' }, { path: '/track/:token' }] }, portal: { entry: '/p.js', routes: [{ path: '/shipments' }] } } };

  it('match one non-empty segment per parameter, and exact routes first', () => {
    expect(routeMatches('/track/:token', '/track/abc_DEF-123')).toBe(true);
    expect(routeMatches('/track/:token', '/track/')).toBe(false);
    expect(routeMatches('/track/:token', '/track/a/b')).toBe(false);
    expect(routeMatches('/track/:token', '/tracks/a')).toBe(false);
    expect(ownerOfPath(registry, '/track/abc')?.remote).toBe('tools');
    expect(ownerOfPath(registry, '/shipments')?.remote).toBe('portal');
    expect(ownerOfPath(registry, '/shipments/1')).toBeUndefined();
  });
});
