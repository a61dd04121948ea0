/**
 * `npm run dev`: the API in watch mode plus a webpack-dev-server with hot reload per app.
 * Open the shell at http://localhost:3000; each remote also runs standalone on its own port.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkNode, ensureDatabaseEngine, ensureDependencies } from './lib/setup.mjs';
import { must } from './lib/run.mjs';
import { step } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { APPS } = require(path.join(ROOT, 'infra/webpack/apps.cjs'));
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

checkNode();
await ensureDependencies();
if (!process.env.MONGODB_URI) await ensureDatabaseEngine();
// The API runs from sources, but imports @freight/domain as a built package.
await must(bin('tsc'), ['-p', 'packages/domain/tsconfig.build.json']);

const shellOrigin = `http://${process.env.DEV_HOST || 'localhost'}:${APPS.shell.port}`;

const processes = [
  {
    name: 'api',
    cmd: bin('tsx'),
    args: ['watch', 'api/src/server.ts'],
    // The shell's dev server proxies /api keeping the browser's Host, but its origin is named too, so the
    // API's origin check trusts exactly it (and the API's own), never any other local port.
    env: { PORT: process.env.API_PORT ?? '8080', DEMO_MODE: process.env.DEMO_MODE ?? 'true', ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, shellOrigin].filter(Boolean).join(',') },
  },
  ...Object.entries(APPS).map(([name, app]) => ({
    name,
    cmd: bin('webpack'),
    args: ['serve', '--mode', 'development', '-c', `${app.dir}/webpack.config.js`],
    env: {},
  })),
];

const children = processes.map(({ name, cmd, args, env }) => {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  const print = (stream) => (chunk) =>
    chunk.toString().split('\n').filter(Boolean).forEach((line) => stream.write(`${prefix} ${line}\n`));
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  return child;
});

step(`Dev servers starting: shell http://localhost:${APPS.shell.port}, API http://localhost:${process.env.API_PORT ?? 8080} (Ctrl-C to stop)`);
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
await Promise.all(children.map((c) => new Promise((r) => c.on('exit', r))));
