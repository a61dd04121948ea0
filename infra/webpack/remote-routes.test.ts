import { PATHS } from '@freight/domain';
import { ROUTES as admin } from '../../mfe-admin/src/app/routes';
import { ROUTES as marketing } from '../../mfe-marketing/src/app/routes';
import { ROUTES as portal } from '../../mfe-portal/src/app/routes';
import { ROUTES as tools } from '../../mfe-tools/src/app/routes';

describe('the remotes together', () => {
  it('own every page path exactly once, each with its tab title where it has one', () => {
    const paths = [marketing, portal, admin, tools].flat().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...Object.values(PATHS)].sort());
    expect(tools).toContainEqual({ path: PATHS.emails, title: 'Email Directory' });
    expect(marketing).toContainEqual({ path: PATHS.home });
  });
});
