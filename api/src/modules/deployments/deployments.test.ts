import fs from 'node:fs';
import { bucketOf, CANARY_COOKIE, DEPLOYMENT_MESSAGES } from '@freight/domain';
import { type Agent, useTestApp } from '../../test/harness';
import { fakeSite, manifestOf, SHARED } from '../../test/fake-site';

const site = fakeSite();
const t = useTestApp({ staticRoot: site.staticRoot, releaseStore: site.releaseStore, canary: { maxFailureRate: 0.5, minSamples: 3 } });
afterAll(() => fs.rmSync(site.root, { recursive: true, force: true }));

site.release('tools', '1.1.0');
site.release('tools', '1.2.0', { routes: [{ path: '/quote-calculator' }, { path: '/fuel-surcharge', title: 'Fuel Surcharge' }] });

const page = (agent: Agent, route: string) => agent.get(route).set('Accept', 'text/html');
const registry = async (agent: Agent) => (await agent.get('/remotes.json').expect(200)).body.remotes;
const activate = (agent: Agent, remote: string, body: Record<string, unknown>) => agent.post(`/api/admin/deployments/${remote}/activate`).send(body);
const rollback = (agent: Agent, remote: string, reason = 'Back to the last good one') => agent.post(`/api/admin/deployments/${remote}/rollback`).send({ reason });

/** A visitor the server's own canary cookie puts in (or out of) the first `percent` buckets (a canary must run). */
async function visitor(inShare: boolean, percent: number): Promise<Agent> {
  for (let i = 0; i < 200; i += 1) {
    const agent = t.agent();
    const res = await agent.get('/remotes.json').expect(200);
    const cookie = ([] as string[]).concat((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith(`${CANARY_COOKIE}=`));
    const id = decodeURIComponent(cookie!.split(';')[0].slice(CANARY_COOKIE.length + 1)).split('.')[0];
    if (bucketOf(id) < percent === inShare) return agent;
  }
  throw new Error('no visitor on that side of the canary');
}

describe('deployments: who may change them', () => {
  it('refuses anonymous callers (401) and signed-in non-admins (403) on every deployment route', async () => {
    const { user, password } = await t.createUser();
    const customer = t.agent();
    await t.signIn(customer, user.username, password);
    for (const agent of [t.agent(), customer]) {
      const expected = agent === customer ? 403 : 401;
      await agent.get('/api/admin/deployments').expect(expected);
      await activate(agent, 'tools', { version: '1.1.0', reason: 'Ship it' }).expect(expected);
      await rollback(agent, 'tools').expect(expected);
    }
    const { agent: admin } = await t.createAdmin();
    const { body } = await admin.get('/api/admin/deployments').expect(200);
    expect(body.remotes.find((r: { remote: string }) => r.remote === 'tools')).toMatchObject({ live: null, changes: [] });
  });
});

describe('deployments: activate and roll back', () => {
  it('serves an activated release at once, with its pages, and a rollback takes them away again', async () => {
    const { agent: admin, user } = await t.createAdmin();
    const visitorAgent = t.agent();
    expect((await page(visitorAgent, '/rate-sheets')).status).toBe(404);
    expect((await registry(visitorAgent)).tools).toMatchObject({ version: 'build', entry: '/mfe/tools/remoteEntry.js' });

    const { body } = await activate(admin, 'tools', { version: '1.1.0', reason: 'Rate sheets page' }).expect(200);
    const tools = body.remotes.find((r: { remote: string }) => r.remote === 'tools');
    expect(tools.live).toMatchObject({ version: '1.1.0', by: user.username });
    expect(tools.changes[0]).toMatchObject({ action: 'activate', version: '1.1.0', from: null, by: user.username, reason: 'Rate sheets page' });
    expect(tools.releases.map((r: { version: string }) => r.version).sort()).toEqual(['1.1.0', '1.2.0']);

    expect((await page(visitorAgent, '/rate-sheets')).status).toBe(200);
    const live = (await registry(visitorAgent)).tools;
    expect(live).toMatchObject({ version: '1.1.0', entry: '/releases/tools/1.1.0/remoteEntry.js' });
    expect(live.preload).toEqual(['/releases/tools/1.1.0/pages.0a1b2c3d4e.js']);
    const entry = await visitorAgent.get('/releases/tools/1.1.0/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.text).toContain('"1.1.0"');

    await activate(admin, 'tools', { version: '1.2.0', reason: 'Fuel surcharge page' }).expect(200);
    expect((await page(visitorAgent, '/fuel-surcharge')).status).toBe(200);
    expect((await page(visitorAgent, '/rate-sheets')).status).toBe(404);
    // A tab opened before keeps loading the files of the release it started with.
    await visitorAgent.get('/releases/tools/1.1.0/pages.0a1b2c3d4e.js').expect(200);

    await rollback(admin, 'tools', 'Fuel page has a typo').expect(200);
    expect((await registry(visitorAgent)).tools.version).toBe('1.1.0');
    const after = await rollback(admin, 'tools', 'Back to the build').expect(200);
    expect((await registry(visitorAgent)).tools.version).toBe('build');
    expect((await page(visitorAgent, '/rate-sheets')).status).toBe(404);
    const log = after.body.remotes.find((r: { remote: string }) => r.remote === 'tools').changes;
    expect(log.map((c: { action: string; version: string | null; from: string | null }) => [c.action, c.version, c.from])).toEqual([
      ['rollback', null, '1.1.0'],
      ['rollback', '1.1.0', '1.2.0'],
      ['activate', '1.2.0', '1.1.0'],
      ['activate', '1.1.0', null],
    ]);
    expect((await rollback(admin, 'tools').expect(409)).body.message).toBe(DEPLOYMENT_MESSAGES.nothingToRollBack('tools'));
  });

  it('answers 400 without a reason, and 404 for an unknown remote or release', async () => {
    const { agent: admin } = await t.createAdmin();
    expect((await activate(admin, 'tools', { version: '1.1.0' }).expect(400)).body.message).toBe(DEPLOYMENT_MESSAGES.reasonRequired);
    expect((await activate(admin, 'tools', { version: '1.1.0', reason: 'x', percent: 0 }).expect(400)).body.errors).toHaveProperty('reason');
    expect((await activate(admin, 'tools', { version: '../../etc', reason: 'Ship it' }).expect(400)).body.message).toBe(DEPLOYMENT_MESSAGES.versionFormat);
    expect((await activate(admin, 'shipping', { version: '1.1.0', reason: 'Ship it' }).expect(404)).body.message).toBe(DEPLOYMENT_MESSAGES.unknownRemote('shipping'));
    expect((await activate(admin, 'tools', { version: '9.9.9', reason: 'Ship it' }).expect(404)).body.message).toBe(DEPLOYMENT_MESSAGES.unknownRelease('tools', '9.9.9'));
  });
});

describe('deployments: the gate', () => {
  const refusal = (remote: string, version: string, problem: string) => `${DEPLOYMENT_MESSAGES.refused(remote, version)} ${problem}`;

  it('refuses a release whose manifest is missing or malformed, and changes nothing', async () => {
    site.release('tools', '2.0.0-nomanifest', { manifest: null });
    site.release('tools', '2.0.0-notjson', { manifestText: '{"name": "tools", ' });
    site.release('tools', '2.0.0-noexposes', { manifest: { ...manifestOf('tools'), exposes: [] } });
    site.release('tools', '2.0.0-othername', { manifest: manifestOf('admin') });
    const { agent: admin } = await t.createAdmin();
    const cases: [string, string][] = [
      ['2.0.0-nomanifest', DEPLOYMENT_MESSAGES.manifestMissing('tools', '2.0.0-nomanifest')],
      ['2.0.0-notjson', DEPLOYMENT_MESSAGES.manifestMalformed('tools', '2.0.0-notjson', 'it is not a JSON object')],
      ['2.0.0-noexposes', DEPLOYMENT_MESSAGES.manifestMalformed('tools', '2.0.0-noexposes', 'it exposes no ./pages')],
      ['2.0.0-othername', DEPLOYMENT_MESSAGES.manifestMalformed('tools', '2.0.0-othername', 'it names the remote "admin", not "tools"')],
    ];
    const before = (await admin.get('/api/admin/deployments').expect(200)).body;
    for (const [version, problem] of cases) {
      const res = await activate(admin, 'tools', { version, reason: 'Try it' }).expect(409);
      expect(res.body.message).toBe(refusal('tools', version, problem));
    }
    expect((await admin.get('/api/admin/deployments').expect(200)).body).toEqual(before);
  });

  it('refuses a release whose pages another remote serves, naming the page and the remote', async () => {
    site.release('tools', '2.1.0-clash', { routes: [{ path: '/quote-calculator' }, { path: '/login' }, { path: '/home' }] });
    const { agent: admin } = await t.createAdmin();
    const res = await activate(admin, 'tools', { version: '2.1.0-clash', reason: 'Own sign-in page' }).expect(409);
    expect(res.body.message).toBe(
      refusal('tools', '2.1.0-clash', `${DEPLOYMENT_MESSAGES.routeCollision('/login', 'portal')} ${DEPLOYMENT_MESSAGES.routeCollision('/home', 'marketing')}`),
    );
    // Against the pages another remote's live release serves, too.
    site.release('admin', '3.0.0', { routes: [{ path: '/admin' }, { path: '/lanes' }] });
    site.release('tools', '2.1.1-clash', { routes: [{ path: '/quote-calculator' }, { path: '/lanes' }] });
    await activate(admin, 'admin', { version: '3.0.0', reason: 'Lanes page' }).expect(200);
    expect((await activate(admin, 'tools', { version: '2.1.1-clash', reason: 'Lanes here' }).expect(409)).body.message).toBe(
      refusal('tools', '2.1.1-clash', DEPLOYMENT_MESSAGES.routeCollision('/lanes', 'admin')),
    );
    await rollback(admin, 'admin', 'Test over').expect(200);
  });

  it('refuses a release built against a shared version the shell does not provide', async () => {
    site.release('tools', '2.2.0-domain2', { shared: { ...SHARED, '@freight/domain': '^2.0.0' } });
    const { agent: admin } = await t.createAdmin();
    const res = await activate(admin, 'tools', { version: '2.2.0-domain2', reason: 'New domain' }).expect(409);
    expect(res.body.message).toBe(refusal('tools', '2.2.0-domain2', DEPLOYMENT_MESSAGES.sharedUnsatisfied('@freight/domain', '^2.0.0', '1.0.0')));
  });
});

describe('deployments: canary', () => {
  it('serves a canary to its share of visitors, sticky, and rolls it back by itself when it fails to load', async () => {
    const { agent: admin } = await t.createAdmin();
    await activate(admin, 'tools', { version: '1.1.0', reason: 'Baseline' }).expect(200);
    await activate(admin, 'tools', { version: '1.2.0', reason: 'Try the fuel page', percent: 50 }).expect(200);

    const inside = await visitor(true, 50);
    const outside = await visitor(false, 50);
    for (let i = 0; i < 2; i += 1) {
      expect((await registry(inside)).tools).toMatchObject({ version: '1.2.0', canary: true });
      expect((await registry(outside)).tools).toMatchObject({ version: '1.1.0' });
      expect((await page(inside, '/fuel-surcharge')).status).toBe(200);
      expect((await page(outside, '/fuel-surcharge')).status).toBe(404);
    }
    // A first-time visitor is given a bucket while a canary runs.
    const fresh = await page(t.agent(), '/quote-calculator');
    expect(String(fresh.headers['set-cookie'])).toContain(`${CANARY_COOKIE}=`);

    // Reports from visitors outside the share, or about another version, count for nothing.
    await outside.post('/api/remote-failures').send({ remote: 'tools', version: '1.2.0' }).expect(204);
    await inside.post('/api/remote-failures').send({ remote: 'tools', version: '1.1.0' }).expect(204);
    await inside.post('/api/remote-failures').send({ remote: 'nope', version: '1.1.0' }).expect(400);
    let tools = (await admin.get('/api/admin/deployments').expect(200)).body.remotes.find((r: { remote: string }) => r.remote === 'tools');
    expect(tools.canary).toMatchObject({ version: '1.2.0', failures: 0 });

    // Each visitor that loaded the canary and failed counts once, however often it reports.
    const loaded = [inside, await visitor(true, 50), await visitor(true, 50)];
    for (const agent of loaded) await agent.get('/releases/tools/1.2.0/remoteEntry.js').expect(200);
    await inside.post('/api/remote-failures').send({ remote: 'tools', version: '1.2.0' }).expect(204);
    await inside.post('/api/remote-failures').send({ remote: 'tools', version: '1.2.0' }).expect(204);
    tools = (await admin.get('/api/admin/deployments').expect(200)).body.remotes.find((r: { remote: string }) => r.remote === 'tools');
    expect(tools.canary).toMatchObject({ version: '1.2.0', loads: 3, failures: 1 }); // 1 of 3: within the rate of 0.5
    await loaded[1].post('/api/remote-failures').send({ remote: 'tools', version: '1.2.0' }).expect(204);

    tools = (await admin.get('/api/admin/deployments').expect(200)).body.remotes.find((r: { remote: string }) => r.remote === 'tools');
    expect(tools.canary).toBeNull();
    expect(tools.live.version).toBe('1.1.0');
    expect(tools.changes[0]).toMatchObject({ action: 'auto-rollback', by: 'system', version: '1.1.0', from: '1.2.0', reason: DEPLOYMENT_MESSAGES.autoRollback(2, 3) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await registry(inside)).tools).toMatchObject({ version: '1.1.0' });
  });
});
