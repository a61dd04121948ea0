import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startDatabase } from '@freight/infra/db/launcher.cjs';
import { createApp } from '../app';
import { connectDatabase, disconnectDatabase } from './database';
import { testConfig } from '../test/harness';
import { createUser } from '../modules/users/user.service';

/** Its own FerretDB, so it can be stopped and started again without disturbing other test files. */
describe('when the database goes away', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-outage-'));
  let db: Awaited<ReturnType<typeof startDatabase>>;

  beforeAll(async () => {
    db = await startDatabase({ dataDir });
    await connectDatabase(`${db.uri}outage`);
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
    const started = Date.now();
    const me = await agent.get('/api/user');
    expect(me.status).toBe(503);
    expect(me.body).toEqual({ message: 'Service temporarily unavailable' });
    const health = await agent.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: 'disconnected' });
    expect(Date.now() - started).toBeLessThan(10_000);

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
