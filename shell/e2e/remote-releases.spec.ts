import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bucketOf, CANARY_COOKIE, COMPANY, DEPLOYMENT_MESSAGES } from '@freight/domain';
import { apiNodeArgs } from '../../infra/api-process.cjs';
import { startDatabase, type RunningDatabase } from '../../infra/db/launcher.cjs';

/**
 * A team ships its remote alone: `npm run release` publishes a tools build with one more page (the
 * test fixture fixtures/tools-with-page, not a product page) to a release store, and `npm run deploy`
 * activates, canaries and rolls it back on a running site, which is never restarted and whose shell is
 * never rebuilt. The site is a deployment of its own (its API on E2E_PORT + 1, its own database and
 * release store) serving the same shell, marketing, portal, admin and tools builds as the site under test.
 */
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'fixtures/tools-with-page');
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1 + (Number(process.env.TEST_PARALLEL_INDEX) || 0);
const SITE = `http://127.0.0.1:${PORT}`;
const PAGE = '/route-registry-check';
const SHOTS = '/tmp/wt-release-shots';

const GOOD = '1.1.0-e2e';
const DOMAIN2 = '2.0.0-e2e-domain2';
const BROKEN = '1.1.1-e2e-broken';

/** Every file of the shell's build with its content hash: proof that the shell was not rebuilt. */
const shellBuild = () =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(ROOT, 'shell/dist'))
      .filter((name) => /\.(js|html)$/.test(name))
      .map((name) => [name, crypto.createHash('sha256').update(fs.readFileSync(path.join(ROOT, 'shell/dist', name))).digest('hex')]),
  );

test.describe('teams release, activate, canary and roll back their remote', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let work = '';
  let store = '';
  let database: RunningDatabase | undefined;
  let api: ChildProcess | undefined;
  let shellBefore: Record<string, string> = {};

  const release = (args: string[]) => {
    const run = spawnSync(process.execPath, [path.join(ROOT, 'infra/scripts/release.mjs'), 'tools', '--config', path.join(FIXTURE, 'webpack.config.js'), '--store', store, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`release ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
    return run.stdout.trim().split('\n').pop();
  };
  const deploy = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'infra/scripts/deploy.mjs'), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FREIGHT_URL: SITE } });
  const mustDeploy = (...args: string[]) => {
    const run = deploy(...args);
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    return run.stdout;
  };

  /** A copy of the fixture's build, changed by `edit`, published with `--no-build` (what a team's CI would publish). */
  const releaseEdited = (version: string, edit: (dir: string) => void) => {
    const dir = path.join(work, `dist-${version}`);
    fs.cpSync(path.join(FIXTURE, 'dist'), dir, { recursive: true });
    edit(dir);
    return release(['--no-build', '--dist', dir, '--version', version]);
  };

  const status = async (page: Page) => {
    const res = await page.request.get(`${SITE}/api/admin/deployments`);
    expect(res.status()).toBe(200);
    return (await res.json()).remotes.find((r: { remote: string }) => r.remote === 'tools');
  };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-releases-'));
    store = path.join(work, 'store');
    // One build of the fixture: the release command builds it and publishes it.
    expect(release(['--version', GOOD])).toBe(GOOD);
    // Built against a newer @freight/domain: its requirement says so (the version guard keeps such a build from this checkout).
    releaseEdited(DOMAIN2, (dir) => {
      const file = path.join(dir, 'shared-requirements.json');
      const facts = JSON.parse(fs.readFileSync(file, 'utf8'));
      facts.shared['@freight/domain'] = '^2.0.0';
      fs.writeFileSync(file, JSON.stringify(facts));
    });
    // A release whose entry fails in the browser.
    releaseEdited(BROKEN, (dir) => fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'throw new Error("deployed broken");\n'));
    // Published releases are never written again.
    expect(() => release(['--no-build', '--dist', path.join(FIXTURE, 'dist'), '--version', GOOD])).toThrow(/already in the release store/);

    const site = path.join(work, 'site');
    for (const app of ['shell', 'mfe-marketing', 'mfe-portal', 'mfe-admin', 'mfe-tools']) {
      fs.mkdirSync(path.join(site, app), { recursive: true });
      fs.symlinkSync(path.join(ROOT, app, 'dist'), path.join(site, app, 'dist'));
    }
    database = await startDatabase({ dataDir: path.join(work, 'data') });
    api = spawn(process.execPath, apiNodeArgs(), {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        STATIC_ROOT: site,
        RELEASE_STORE: store,
        CANARY_MIN_SAMPLES: '1',
        CANARY_MAX_FAILURE_RATE: '0.2',
        MONGODB_URI: `${database.uri}freight_releases`,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => fetch(`${SITE}/api/health`).then((r) => r.ok, () => false), { timeout: 90_000 }).toBe(true);
    shellBefore = shellBuild();
  });

  test.afterAll(async () => {
    api?.kill('SIGTERM');
    await database?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  test('a released page goes live without a restart, an open tab keeps working, and a rollback takes the page away', async ({ browser }) => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    expect((await tab.goto(`${SITE}${PAGE}`))?.status()).toBe(404);

    expect(mustDeploy('activate', 'tools', GOOD, 'Route registry check page')).toContain(`live: ${GOOD}`);
    const response = await tab.goto(`${SITE}${PAGE}`);
    expect(response?.status()).toBe(200);
    await expect(tab.getByRole('heading', { level: 1, name: 'Deployed with the remote' })).toBeVisible();
    await expect(tab).toHaveTitle(`Route Registry Check | ${COMPANY.name}`);
    const registry = await (await tab.request.get(`${SITE}/remotes.json`)).json();
    expect(registry.remotes.tools).toMatchObject({ version: GOOD, entry: `/releases/tools/${GOOD}/remoteEntry.js` });

    // Rolled back: a new page load is a 404 again.
    expect(mustDeploy('rollback', 'tools', 'Check done')).toContain('live: site build');
    const fresh = await context.newPage();
    expect((await fresh.goto(`${SITE}${PAGE}`))?.status()).toBe(404);
    await expect(fresh.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

    // The tab opened before keeps working: it moves to another page of the release it started with
    // (its chunks still come from that release's folder) and back.
    const chunks: number[] = [];
    tab.on('response', (r) => {
      if (r.url().includes(`/releases/tools/${GOOD}/`)) chunks.push(r.status());
    });
    const navigate = (to: string) =>
      tab.evaluate((url) => {
        window.history.pushState({}, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    await navigate('/emails');
    await expect(tab).toHaveTitle(`Email Directory | ${COMPANY.name}`);
    await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(tab.getByText(/temporarily unavailable/i)).toHaveCount(0);
    await navigate(PAGE);
    await expect(tab.getByRole('heading', { level: 1, name: 'Deployed with the remote' })).toBeVisible();
    expect(chunks.every((s) => s === 200)).toBe(true);
    await context.close();
    expect(shellBuild()).toEqual(shellBefore);
  });

  test('a release built against an incompatible shared version is refused, with its message', async () => {
    const run = deploy('activate', 'tools', DOMAIN2, 'Newer domain');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(DEPLOYMENT_MESSAGES.refused('tools', DOMAIN2));
    expect(run.stderr).toContain(DEPLOYMENT_MESSAGES.sharedUnsatisfied('@freight/domain', '^2.0.0', '1.0.0'));
    expect(mustDeploy('status')).toMatch(/tools\s+live: site build/);
  });

  /** A visitor the site itself put inside (or outside) a canary of 50 %: its cookie is the server's, signed, never made up. */
  const visitor = async (browser: Browser, inside: boolean) => {
    for (let i = 0; i < 100; i += 1) {
      const context = await browser.newContext();
      await context.request.get(`${SITE}/remotes.json`);
      const cookie = (await context.cookies(SITE)).find((c) => c.name === CANARY_COOKIE);
      const id = decodeURIComponent(cookie?.value ?? '').split('.')[0];
      if (cookie && bucketOf(id) < 50 === inside) return context.newPage();
      await context.close();
    }
    throw new Error('no visitor on that side of the canary');
  };

  test('a canary at 50 %: visitors in different buckets see different versions, each sticky across reloads', async ({ browser }) => {
    expect(mustDeploy('canary', 'tools', GOOD, '50', 'Try the check page on half')).toContain(`canary: ${GOOD} for 50%`);
    const inside = await visitor(browser, true);
    const outside = await visitor(browser, false);
    for (let i = 0; i < 2; i += 1) {
      expect((await inside.goto(`${SITE}${PAGE}`))?.status()).toBe(200);
      await expect(inside.getByRole('heading', { level: 1, name: 'Deployed with the remote' })).toBeVisible();
      expect((await outside.goto(`${SITE}${PAGE}`))?.status()).toBe(404);
      await expect(outside.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    }
    expect((await (await inside.request.get(`${SITE}/remotes.json`)).json()).remotes.tools).toMatchObject({ version: GOOD, canary: true });
    expect((await (await outside.request.get(`${SITE}/remotes.json`)).json()).remotes.tools.version).toBe('build');
    mustDeploy('rollback', 'tools', 'Canary over');
    await inside.context().close();
    await outside.context().close();
  });

  test('a canary that fails to load is rolled back by itself', async ({ browser }) => {
    mustDeploy('canary', 'tools', BROKEN, '50', 'Broken on purpose');
    const inside = await visitor(browser, true);
    await inside.goto(`${SITE}/emails`);
    await expect(inside.getByText(/temporarily unavailable/i).first()).toBeVisible();
    await expect.poll(() => mustDeploy('status'), { timeout: 15_000 }).not.toContain(`canary: ${BROKEN}`);
    expect(mustDeploy('status')).toMatch(/auto-rollback site build \(was 1\.1\.1-e2e-broken\) by system: Automatic rollback: \d+ load failures? in \d+ loads? of the canary/);
    // The next page load gets the live release again.
    await inside.waitForTimeout(2500);
    await inside.goto(`${SITE}/emails`);
    await expect(inside.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(inside.getByText(/temporarily unavailable/i)).toHaveCount(0);
    await inside.context().close();
  });

  for (const [label, viewport] of [
    ['1280', { width: 1280, height: 900 }],
    ['375', { width: 375, height: 812 }],
  ] as const) {
    test(`the admin's Deployments view shows each remote and every change, axe clean at ${label} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const login = await page.request.post(`${SITE}/api/login`, { data: { username: 'Admin', password: process.env.DEMO_ADMIN_PASSWORD ?? 'FreightAdmin2024!' }, headers: { Origin: SITE } });
      expect(login.status()).toBe(200);
      await page.goto(`${SITE}/admin?tab=deployments`);
      // The admin area loads its session and its remote first; on a loaded machine that can take a while.
      await expect(page.getByRole('tab', { name: 'Deployments' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
      const tools = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Tools' }) });
      await expect(tools).toContainText('Live');
      await expect(tools).toContainText('Site build');
      const log = page.getByRole('region', { name: 'Deployment changes' });
      await expect(log.getByRole('row')).toHaveCount(1 + (await status(page)).changes.length);
      await expect(log).toContainText('Rolled back automatically');
      await expect(log).toContainText('Broken on purpose');
      await page.waitForLoadState('networkidle');
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `deployments-${label}.png`), fullPage: true });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.impact === 'moderate')
        .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect(blocking).toEqual([]);
      await context.close();
    });
  }
});
