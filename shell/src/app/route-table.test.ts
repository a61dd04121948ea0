import { ALL_PATHS, PAGE_TITLES, PATHS } from '@freight/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE } from './route-table';

describe('the route table', () => {
  const tablePaths = ROUTE_TABLE.map((route) => route.path);

  it('mounts every path of SPEC.md §2 exactly once', () => {
    expect([...tablePaths].sort()).toEqual([...Object.values(PATHS)].sort());
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual([...ALL_PATHS].sort());
  });

  it('has a document title entry for every path', () => {
    for (const path of tablePaths) expect(Object.keys(PAGE_TITLES)).toContain(path);
  });

  it('sends the landing, portal, admin and tool pages to their remotes', () => {
    const owner = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.remote;
    expect(owner(PATHS.home)).toBe('marketing');
    expect(owner(PATHS.dashboard)).toBe('portal');
    expect(owner(PATHS.adminDashboard)).toBe('admin');
    expect(owner(PATHS.quoteCalculator)).toBe('tools');
  });

  it('leaves tab titles to this table: no remote page sets a fixed one of its own', () => {
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
