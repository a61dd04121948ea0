import { bucketOf, canaryFails, gateProblems, manifestProblem, satisfiesRange, type GateInput } from './releases';
import { DEPLOYMENT_MESSAGES } from './messages';

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['19.2.1', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['2.5.0', '>=2.0.0 <3.0.0', true],
    ['3.0.0', '>=2.0.0 <3.0.0', false],
    ['1.9.0', '1.x', true],
    ['2.0.0', '1.x || ^2.0.0', true],
    ['5.0.0', '*', true],
    ['1.0.0', 'not a range', false],
    ['nope', '^1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

const manifest = { id: 'tools', name: 'tools', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [{ name: 'react' }], exposes: [{ path: './pages' }] };
const release = {
  remote: 'tools',
  version: '1.0.0-a1',
  builtAt: '2026-11-26T10:00:00Z',
  routes: [{ path: '/quote-calculator', title: 'Quote Calculator' }],
  shared: { react: '^19.2.0', '@freight/domain': '^1.0.0' },
};
const input = (over: Partial<GateInput> = {}): GateInput => ({
  remote: 'tools',
  version: '1.0.0-a1',
  release,
  manifest,
  provided: { react: '19.2.1', '@freight/domain': '1.0.0' },
  otherRoutes: { marketing: ['/', '/home'] },
  ...over,
});

describe('the release gate', () => {
  it('lets a compatible release through', () => {
    expect(gateProblems(input())).toEqual([]);
  });

  it('refuses a release without a manifest, or with a malformed one', () => {
    expect(gateProblems(input({ manifest: undefined }))).toEqual([DEPLOYMENT_MESSAGES.manifestMissing('tools', '1.0.0-a1')]);
    expect(gateProblems(input({ manifest: { ...manifest, exposes: [] } }))[0]).toMatch(/malformed: it exposes no \.\/pages/);
    expect(manifestProblem('[]', 'tools')).toBe('it is not a JSON object');
    expect(manifestProblem({ ...manifest, name: 'admin' }, 'tools')).toMatch(/names the remote "admin"/);
  });

  it('refuses a release requiring a shared version the shell does not provide', () => {
    const newer = { ...release, shared: { ...release.shared, '@freight/domain': '^2.0.0' } };
    expect(gateProblems(input({ release: newer }))).toEqual([DEPLOYMENT_MESSAGES.sharedUnsatisfied('@freight/domain', '^2.0.0', '1.0.0')]);
    const unknown = { ...release, shared: { ...release.shared, 'react-redux': '^9.0.0' } };
    expect(gateProblems(input({ release: unknown }))).toEqual([DEPLOYMENT_MESSAGES.sharedNotProvided('react-redux', '^9.0.0')]);
  });

  it('refuses a release whose page another remote serves', () => {
    const clash = { ...release, routes: [...release.routes, { path: '/home' }] };
    expect(gateProblems(input({ release: clash }))).toEqual([DEPLOYMENT_MESSAGES.routeCollision('/home', 'marketing')]);
  });

  it('refuses a release.json that belongs to another version', () => {
    expect(gateProblems(input({ release: { ...release, version: '9.9.9' } }))[0]).toMatch(/it says version 9\.9\.9/);
  });
});

describe('canary', () => {
  it('gives each visitor id one bucket, spread over 0–99', () => {
    expect(bucketOf('abc')).toBe(bucketOf('abc'));
    const buckets = new Set(Array.from({ length: 500 }, (_, i) => bucketOf(`visitor-${i}`)));
    expect(buckets.size).toBeGreaterThan(90);
    for (const b of buckets) expect(b).toBeGreaterThanOrEqual(0);
  });

  it('rolls back only past the threshold and with enough samples', () => {
    const policy = { maxFailureRate: 0.2, minSamples: 5 };
    expect(canaryFails({ loads: 4, failures: 4 }, policy)).toBe(false);
    expect(canaryFails({ loads: 10, failures: 2 }, policy)).toBe(false);
    expect(canaryFails({ loads: 10, failures: 3 }, policy)).toBe(true);
    expect(canaryFails({ loads: 0, failures: 5 }, policy)).toBe(true);
  });
});
