import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config/config';
import { backgroundWritesSettled } from '../core/background-writes';
import { connectDatabase, disconnectDatabase, migrate, type StoredUser } from '../store';
import { createUser as createUserRecord, type NewUser } from '../modules/users/user.service';
import { ensurePrimaryAdmin } from '../seed/primary-admin';
import { uniqueDatabaseUri } from './test-database';

export type Agent = TestAgent;

export interface CreatedUser {
  user: StoredUser;
  password: string;
}

const ROOMY = { windowMs: 60 * 60_000, limit: 10_000 };

/** Test settings: cheap password hashing, no logs, limits out of the way (tests that need them override). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // TEST_LOG_LEVEL=error shows what a request that failed with 500 logged.
  const base = loadConfig({ NODE_ENV: 'test', SCRYPT_COST: '12', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), DEMO_MODE: 'true', LOG_LEVEL: process.env.TEST_LOG_LEVEL });
  const rateLimits = { loginIp: ROOMY, loginPair: ROOMY, loginUsername: ROOMY, registerIp: ROOMY, quoteIp: ROOMY, laneIp: ROOMY, passwordResetIp: ROOMY, passwordResetEmail: ROOMY, remoteFailureIp: ROOMY };
  return { ...base, rateLimits, loginDelayAfter: 10_000, ...overrides };
}

let sequence = 0;
const unique = () => `${(sequence += 1)}${randomBytes(3).toString('hex')}`;

/**
 * The app under test with a database of this file's own (created before the file's tests,
 * dropped after). Call once at the top of a test file or describe block.
 */
export function useTestApp(overrides: Partial<Config> = {}, driver: { monitorCommands?: boolean } = {}) {
  let app: Express | undefined;

  beforeAll(async () => {
    const config = testConfig(overrides);
    await connectDatabase(uniqueDatabaseUri(), driver);
    await migrate();
    app = createApp(config);
  });

  afterAll(async () => {
    await backgroundWritesSettled();
    await mongoose.connection.dropDatabase();
    await disconnectDatabase();
  });

  const harness = {
    get app(): Express {
      if (!app) throw new Error('useTestApp: the app exists once beforeAll has run');
      return app;
    },
    agent: (): Agent => request.agent(harness.app),

    async createUser(fields: Partial<NewUser> = {}): Promise<CreatedUser> {
      const id = unique();
      const password = fields.password ?? `Secret-${id}`;
      const user = await createUserRecord({
        username: `user_${id}`,
        firstName: 'Test',
        lastName: `User ${id}`,
        email: `user_${id}@example.com`,
        companyName: 'Test Freight Co',
        ...fields,
        password,
      });
      return { user, password };
    },

    async signIn(agent: Agent, username: string, password: string) {
      const res = await agent.post('/api/login').send({ username, password });
      if (res.status !== 200) throw new Error(`signIn(${username}) failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    },

    /** An admin (isAdmin, accountType admin) and an agent already signed in as them. */
    async createAdmin(fields: Partial<NewUser> = {}): Promise<CreatedUser & { agent: Agent }> {
      const created = await harness.createUser({ accountType: 'admin', isAdmin: true, ...fields });
      const agent = harness.agent();
      await harness.signIn(agent, created.user.username, created.password);
      return { ...created, agent };
    },

    /** The primary admin (id 3, 'Admin') as the seed makes it; call before creating other users. */
    async createPrimaryAdmin(password = 'Primary-Admin-Pass1'): Promise<CreatedUser> {
      return { user: await ensurePrimaryAdmin(password), password };
    },
  };
  return harness;
}
