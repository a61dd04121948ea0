import { ALL_PATHS, PATHS } from '@freight/domain';
import { ROUTE_TABLE } from './route-table';
import { ROUTE_TITLES } from './route-titles';

describe('the route table', () => {
  const tablePaths = ROUTE_TABLE.map((route) => route.path);

  it('mounts every path of SPEC.md §2 exactly once', () => {
    expect([...tablePaths].sort()).toEqual([...Object.values(PATHS)].sort());
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual([...ALL_PATHS].sort());
  });

  it('has a document title entry for every path', () => {
    for (const path of tablePaths) expect(Object.keys(ROUTE_TITLES)).toContain(path);
  });

  it('sends the landing, portal, admin and tool pages to their remotes', () => {
    const owner = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.remote;
    expect(owner(PATHS.home)).toBe('marketing');
    expect(owner(PATHS.dashboard)).toBe('portal');
    expect(owner(PATHS.adminDashboard)).toBe('admin');
    expect(owner(PATHS.quoteCalculator)).toBe('tools');
  });
});
