/**
 * The supervisor for real: the API and the database run as processes, each is killed with
 * SIGKILL, and the site answers again with nothing lost. Ctrl-C (SIGINT) then stops everything.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './launcher.cjs';

const ROOT = path.resolve(__dirname, '../..');

const RUNNER = `
const { supervise } = require(${JSON.stringify(path.join(__dirname, 'supervisor.cjs'))});
(async () => {
  const site = await supervise({
    api: { command: process.execPath, args: ['--conditions=source', '--import', 'tsx', 'api/src/server.ts'], cwd: ${JSON.stringify(ROOT)} },
    env: { ...process.env, MONGODB_URI: '' },
    dataRoot: process.env.DATA_ROOT,
  });
  process.on('SIGINT', () => site.stop().then(() => process.exit(0)));
})();
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The supervisor's last lines, for a failure's message. */
let supervisorLog = '';
const trail = () => `\n--- the supervisor's last lines ---\n${supervisorLog.split('\n').slice(-15).join('\n')}`;

/** fetch, with the supervisor's last lines in the error when nothing answers. */
async function fetchOrExplain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(`${(error as Error).message} (${url})${trail()}`, { cause: error });
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${trail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('npm start keeps the site up', () => {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-supervisor-'));
  let runner: ChildProcess;
  let log = '';
  let base = '';

  const lastPid = (name: 'API' | 'database') => {
    const pids = [...log.matchAll(new RegExp(`\\[supervisor\\] ${name}[^\\n]*running, pid (\\d+)`, 'g'))];
    return Number(pids.at(-1)?.[1]);
  };
  const healthy = async () => ((await fetch(`${base}/api/health`)).status === 200 ? true : undefined);

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    runner = spawn(process.execPath, ['-e', RUNNER], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_ROOT: dataRoot,
        PORT: String(port),
        NODE_ENV: 'development',
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        SCRYPT_COST: '12',
        MAIL_ENABLED: 'false',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    runner.stderr?.on('data', (chunk) => {
      log += chunk;
      supervisorLog = log;
    });
    await until('the first start', healthy, 90_000);
  }, 100_000);

  afterAll(() => {
    if (runner.exitCode === null) runner.kill('SIGKILL');
    for (const pid of [lastPid('API'), lastPid('database')]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataRoot, { recursive: true, force: true });
  });

  async function sendQuote(n: number): Promise<number> {
    const res = await fetchOrExplain(`${base}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Kill', lastName: `Nine ${n}`, email: `k${n}@example.com`, companyName: 'C', serviceNeeded: 'Freight Transportation' }),
    });
    if (res.status !== 201) throw new Error(`POST /api/quotes answered ${res.status}${trail()}`);
    return ((await res.json()) as { id: number }).id;
  }

  /** Whether quote `id` is stored, asked as the Admin (once the site answers sign-ins again: a 5xx is not an answer). */
  async function stillStored(id: number): Promise<boolean> {
    return until(
      `an answer about quote ${id}`,
      async () => {
        const login = await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'Admin', password: 'FreightAdmin2024!' }),
        });
        if (login.status !== 200) return undefined;
        const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
        const res = await fetch(`${base}/api/admin/quotes/${id}`, { headers: { cookie } });
        return res.status === 200 ? true : res.status === 404 ? false : undefined;
      },
      10_000,
    );
  }

  it('restarts a killed API, and nothing acknowledged is lost', async () => {
    const id = await sendQuote(1);
    const pid = lastPid('API');
    process.kill(pid, 'SIGKILL');
    await until('the API to be restarted', async () => (lastPid('API') !== pid ? true : undefined), 10_000);
    await until('the site to answer again', healthy, 30_000);
    expect(log).toMatch(/API exited \(SIGKILL\); restarting in \d+ ms/);
    expect(await stillStored(id)).toBe(true);
  }, 60_000);

  it('restarts a killed database on the same port, and the API reconnects by itself', async () => {
    const id = await sendQuote(2);
    const apiPid = lastPid('API');
    const pid = lastPid('database');
    process.kill(pid, 'SIGKILL');
    await until('the database to be restarted', async () => (lastPid('database') !== pid ? true : undefined), 10_000);
    await until('the site to answer again', healthy, 10_000);
    expect(log).toMatch(/database exited \(SIGKILL\); restarting in \d+ ms/);
    // The same API process: it reconnected rather than being restarted.
    expect(lastPid('API')).toBe(apiPid);
    expect(await stillStored(id)).toBe(true);
  }, 60_000);

  it('stops everything cleanly on Ctrl-C', async () => {
    const pids = [lastPid('API'), lastPid('database')];
    runner.kill('SIGINT');
    const code = await new Promise((resolve) => runner.once('exit', resolve));
    expect(code).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
  }, 30_000);
});
