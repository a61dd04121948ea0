import pages from './pages';
import { ROUTES } from './routes';

describe('the route registry entry', () => {
  it('publishes exactly the paths this remote has pages for, each once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(pages).sort());
  });
});
