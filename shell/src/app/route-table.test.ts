import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TEST_REGISTRY } from '../testing/registry';
import { routeTable } from './route-table';

describe('the route table', () => {
  it('mounts each registered page on its remote, with its title', () => {
    const table = routeTable(TEST_REGISTRY);
    expect(table).toContainEqual({ path: '/emails', remote: 'tools', title: 'Email Directory' });
    expect(table).toContainEqual({ path: '/', remote: 'marketing', title: undefined });
  });

  it('gives a path two remotes claim to the first one listed', () => {
    const table = routeTable({
      remotes: { tools: { entry: 't.js', routes: [{ path: '/x', title: 'T' }] }, admin: { entry: 'a.js', routes: [{ path: '/x', title: 'A' }] } },
    });
    expect(table).toEqual([{ path: '/x', remote: 'tools', title: 'T' }]);
  });

  it('leaves tab titles to the registry: no remote page sets a fixed one of its own', () => {
    const root = path.resolve(__dirname, '../../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return files(full);
        return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
      });
    const offenders = ['mfe-marketing', 'mfe-portal', 'mfe-admin', 'mfe-tools']
      .flatMap((app) => files(path.join(root, app, 'src')))
      .filter((file) => /useDocumentTitle\(\s*(['"`]|\))/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
