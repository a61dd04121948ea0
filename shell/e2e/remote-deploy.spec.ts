import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { COMPANY } from '@freight/domain';
import { apiNodeArgs } from '../../infra/api-process.cjs';
import { startDatabase, type RunningDatabase } from '../../infra/db/launcher.cjs';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(__dirname, 'fixtures/tools-with-page');
const PORT = 4290 + (Number(process.env.TEST_PARALLEL_INDEX) || 0);
const SITE = `http://127.0.0.1:${PORT}`;

/** Every file of the shell's build with its content hash: proof that the shell was not rebuilt. */
const shellBuild = () =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(ROOT, 'shell/dist'))
      .filter((name) => /\.(js|html)$/.test(name))
      .map((name) => [name, crypto.createHash('sha256').update(fs.readFileSync(path.join(ROOT, 'shell/dist', name))).digest('hex')]),
  );

/**
 * A deployment of its own: the same shell, marketing, portal and admin builds as the site under test, and a
 * tools remote built anew with one more page (fixtures/tools-with-page).
 */
test.describe('a remote owns its pages', () => {
  test.describe.configure({ timeout: 240_000 });
  let staticRoot = '';
  let database: RunningDatabase | undefined;
  let api: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const built = spawnSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production', '-c', path.join(FIXTURE, 'webpack.config.js')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`The fixture remote did not build:\n${built.stdout}\n${built.stderr}`);
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-deploy-'));
    for (const app of ['shell', 'mfe-marketing', 'mfe-portal', 'mfe-admin']) {
      fs.mkdirSync(path.join(staticRoot, app));
      fs.symlinkSync(path.join(ROOT, app, 'dist'), path.join(staticRoot, app, 'dist'));
    }
    fs.mkdirSync(path.join(staticRoot, 'mfe-tools'));
    fs.symlinkSync(path.join(FIXTURE, 'dist'), path.join(staticRoot, 'mfe-tools', 'dist'));

    database = await startDatabase({ dataDir: path.join(staticRoot, 'data') });
    api = spawn(process.execPath, apiNodeArgs(), {
      cwd: ROOT,
      env: { ...process.env, PORT: String(PORT), STATIC_ROOT: staticRoot, MONGODB_URI: `${database.uri}freight_deploy`, DEMO_MODE: 'true', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => fetch(`${SITE}/api/health`).then((r) => r.ok, () => false), { timeout: 60_000 })
      .toBe(true);
  });

  test.afterAll(async () => {
    api?.kill('SIGTERM');
    await database?.stop();
    if (staticRoot) fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  test('a page a new remote build adds is served, titled and routed, with the same shell build', async ({ page, request }) => {
    const shellBefore = shellBuild();
    // The site under test runs the product's tools build: it has no such page.
    expect((await request.get('/route-registry-check', { headers: { Accept: 'text/html' } })).status()).toBe(404);

    const response = await page.goto(`${SITE}/route-registry-check`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Deployed with the remote' })).toBeVisible();
    await expect(page).toHaveTitle(`Route Registry Check | ${COMPANY.name}`);
    const registry = await (await page.request.get(`${SITE}/remotes.json`)).json();
    expect(registry.remotes.tools.routes).toContainEqual({ path: '/route-registry-check', title: 'Route Registry Check' });

    // The remote's other pages, other remotes' pages and the 404 page are as before.
    await page.goto(`${SITE}/emails`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    expect((await page.goto(`${SITE}/no-such-page`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

    expect(shellBuild()).toEqual(shellBefore);
  });
});
