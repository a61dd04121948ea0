import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startDatabase } from '@freight/infra/db/launcher.cjs';
import { createApp } from '../app';
import { connectDatabase, disconnectDatabase } from './connection';
import { migrate } from './migrations/migrate';
import { testConfig } from '../test/harness';
import { createUser } from '../modules/users/user.service';

/** Its own FerretDB, so it can be stopped and started again without disturbing other test files. */
describe('when the database goes away', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-outage-'));
  let db: Awaited<ReturnType<typeof startDatabase>>;

  beforeAll(async () => {
    db = await startDatabase({ dataDir });
    await connectDatabase(`${db.uri}outage`);
    await migrate();
  });

  afterAll(async () => {
    await disconnectDatabase();
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 quickly (never "anonymous") and recovers by itself', async () => {
    const app = createApp(testConfig());
    await createUser({ username: 'outage', password: 'secret1', firstName: 'O', lastName: 'U', email: 'o@example.com', companyName: 'C' });
    const agent = request.agent(app);
    await agent.post('/api/login').send({ username: 'outage', password: 'secret1' }).expect(200);

    await db.stop();
    // Each answer within 2 s: the driver gives up selecting a server after 1 s.
    const timed = async <T>(call: () => Promise<T>) => {
      const started = Date.now();
      const result = await call();
      return { result, ms: Date.now() - started };
    };
    const me = await timed(() => agent.get('/api/user'));
    expect(me.result.status).toBe(503);
    expect(me.result.body).toEqual({ message: 'Service temporarily unavailable' });
    expect(me.result.headers['retry-after']).toBeDefined();
    const health = await timed(() => agent.get('/api/health'));
    expect(health.result.status).toBe(503);
    expect(health.result.body).toMatchObject({ status: 'degraded', database: 'disconnected' });
    const quote = await timed(() =>
      agent.post('/api/quotes').send({ firstName: 'A', lastName: 'B', email: 'a@example.com', companyName: 'C', serviceNeeded: 'Freight Transportation' }),
    );
    expect(quote.result.status).toBe(503);
    expect([me.ms, health.ms, quote.ms].every((ms) => ms < 2000)).toBe(true);

    db = await startDatabase({ dataDir, port: db.port });
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await agent.get('/api/user')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(200);
  }, 45_000);
});
