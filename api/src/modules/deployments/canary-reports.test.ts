import fs from 'node:fs';
import { createHmac } from 'node:crypto';
import { bucketOf, CANARY_COOKIE } from '@freight/domain';
import { backgroundWritesSettled } from '../../core/background-writes';
import { fakeSite } from '../../test/fake-site';
import { type Agent, testConfig, useTestApp } from '../../test/harness';

/**
 * Who may count against a canary: only a visitor the server put in the canary's share (its signed
 * cookie) and served the canary's remoteEntry.js, once per release, and not too often from one address.
 */
const site = fakeSite();
const FAILURES_PER_ADDRESS = 4;
const t = useTestApp({
  staticRoot: site.staticRoot,
  releaseStore: site.releaseStore,
  canary: { maxFailureRate: 0.2, minSamples: 20 },
  // Behind a proxy on loopback: each test client says which address it comes from.
  trustProxy: 'loopback',
  rateLimits: { ...testConfig().rateLimits, remoteFailureIp: { windowMs: 24 * 60 * 60_000, limit: FAILURES_PER_ADDRESS } },
});
afterAll(() => fs.rmSync(site.root, { recursive: true, force: true }));

site.release('tools', '1.1.0');
site.release('tools', '1.2.0');
site.release('tools', '1.3.0');

let addresses = 0;
/** A client from an address of its own (X-Forwarded-For through the trusted proxy). */
function client(): Agent {
  addresses += 1;
  return t.agent().set('X-Forwarded-For', `198.51.100.${addresses}`) as unknown as Agent;
}

const report = (agent: Agent, version = '1.2.0') => agent.post('/api/remote-failures').send({ remote: 'tools', version });
const canaryOf = async (admin: Agent) =>
  ((await admin.get('/api/admin/deployments').expect(200)).body.remotes as { remote: string; canary: { version: string; loads: number; failures: number } | null }[]).find((r) => r.remote === 'tools')!.canary;

/** The canary cookie the server set on this answer, as `name=value`, or undefined. */
const setCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${CANARY_COOKIE}=`))?.split(';')[0];

/** A visitor the server itself put in (or out of) a canary served to `percent` % of visitors. */
async function servedVisitor(inShare: boolean, percent: number, agentFor: () => Agent = client): Promise<Agent> {
  for (let i = 0; i < 200; i += 1) {
    const agent = agentFor();
    const cookie = setCookie(await agent.get('/remotes.json').expect(200));
    const id = decodeURIComponent(cookie!.slice(CANARY_COOKIE.length + 1)).split('.')[0];
    if (bucketOf(id) < percent === inShare) return agent;
  }
  throw new Error('no visitor on that side of the canary');
}

/** An id whose bucket is inside a canary of `percent` %, made up by the client. */
const madeUpId = (i: number, percent: number) => {
  for (let n = 0; ; n += 1) {
    const id = `forged-${i}-${n}-abcdefgh`;
    if (bucketOf(id) < percent) return id;
  }
};

let admin: Agent;
beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  await admin.post('/api/admin/deployments/tools/activate').send({ version: '1.1.0', reason: 'Baseline' }).expect(200);
  await admin.post('/api/admin/deployments/tools/activate').send({ version: '1.2.0', reason: 'Try 1.2', percent: 50 }).expect(200);
});

describe('canary failure reports', () => {
  it('counts nothing from 20 forged reports from 20 addresses: buckets the client chose, cookies signed with another key, and a visitor that never loaded the canary', async () => {
    const forgers: Agent[] = [];
    for (let i = 0; i < 10; i += 1) {
      const agent = client();
      agent.jar.setCookie(`${CANARY_COOKIE}=${madeUpId(i, 50)}; Path=/`);
      forgers.push(agent);
    }
    for (let i = 10; i < 19; i += 1) {
      const agent = client();
      const id = madeUpId(i, 50);
      const signature = createHmac('sha256', 'not-the-servers-secret').update(id).digest('base64url');
      agent.jar.setCookie(`${CANARY_COOKIE}=${id}.${signature}; Path=/`);
      forgers.push(agent);
    }
    // Put in the canary by the server, but it never asked for the canary's entry.
    forgers.push(await servedVisitor(true, 50));

    for (const [i, forger] of forgers.entries()) {
      // The forgers ask for the canary's entry with their own cookies first: not a load of the canary's.
      if (i < 19) await forger.get('/releases/tools/1.2.0/remoteEntry.js').expect(200);
      await report(forger).expect(204);
    }
    await backgroundWritesSettled();
    expect(await canaryOf(admin)).toMatchObject({ version: '1.2.0', failures: 0, loads: 0 });

    // A bucket the client made up is not what it is served: the server gives it a cookie of its own.
    const forged = client();
    forged.jar.setCookie(`${CANARY_COOKIE}=${madeUpId(99, 50)}; Path=/`);
    const cookie = setCookie(await forged.get('/remotes.json').expect(200));
    expect(cookie).toMatch(new RegExp(`^${CANARY_COOKIE.replace('.', '\\.')}=[\\w-]+\\.[\\w-]+$`));
    expect(cookie).not.toContain(madeUpId(99, 50));
  });

  it("counts a real canary visitor's load and failure once per release, whatever it sends again", async () => {
    const visitor = await servedVisitor(true, 50);
    const entry = await visitor.get('/releases/tools/1.2.0/remoteEntry.js').expect(200);
    expect(entry.text).toContain('"1.2.0"');
    await visitor.get('/releases/tools/1.2.0/remoteEntry.js').expect(200);
    await backgroundWritesSettled();
    expect(await canaryOf(admin)).toMatchObject({ loads: 1, failures: 0 });

    await report(visitor).expect(204);
    await report(visitor).expect(204);
    // About the live release, not the canary: nothing.
    await report(visitor, '1.1.0').expect(204);
    expect(await canaryOf(admin)).toMatchObject({ loads: 1, failures: 1 });

    // A visitor outside the share is served the live release; asking for the canary's entry by hand records nothing.
    const outside = await servedVisitor(false, 50);
    await outside.get('/releases/tools/1.2.0/remoteEntry.js').expect(200);
    await backgroundWritesSettled();
    await report(outside).expect(204);
    expect(await canaryOf(admin)).toMatchObject({ loads: 1, failures: 1 });
  });

  it('lets one address report a release only a few times a day (429 after that)', async () => {
    await admin.post('/api/admin/deployments/tools/activate').send({ version: '1.3.0', reason: 'Try 1.3', percent: 50 }).expect(200);
    const office = () => t.agent().set('X-Forwarded-For', '203.0.113.7') as unknown as Agent;
    const statuses: number[] = [];
    for (let i = 0; i <= FAILURES_PER_ADDRESS; i += 1) {
      const visitor = await servedVisitor(true, 50, office);
      await visitor.get('/releases/tools/1.3.0/remoteEntry.js').expect(200);
      statuses.push((await report(visitor, '1.3.0')).status);
    }
    expect(statuses).toEqual([...Array<number>(FAILURES_PER_ADDRESS).fill(204), 429]);
    await backgroundWritesSettled();
    expect(await canaryOf(admin)).toMatchObject({ version: '1.3.0', loads: FAILURES_PER_ADDRESS + 1, failures: FAILURES_PER_ADDRESS });
  });
});
