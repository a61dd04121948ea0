/** Running the repo's nginx for real in tests: start it on a rendered config, talk to it, stop it. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export { freePort } from '../../api/src/test/api-process';
export { sendSlowly } from '../../api/src/test/slow-client';

const READY_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a fresh connection (no client keep-alive, so nothing lingers after the test). */
export function send(port: number, method: string, urlPath: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, agent: false, headers: { Connection: 'close', ...headers }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

export function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** nginx in the foreground as our child; resolves once its port accepts connections. */
export async function startNginx(nginxBin: string, prefix: string, confFile: string, port: number): Promise<ChildProcess> {
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(nginxBin, ['-p', prefix, '-c', confFile, '-e', errorLog, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exit ${code ?? signal}`;
  });
  child.once('error', (error) => {
    exited = error.message;
  });
  const lastWords = () => `${output}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`nginx stopped before it was ready (${exited}):\n${lastWords()}`);
    if (await accepts(port)) return child;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not accept connections on port ${port} within ${READY_TIMEOUT_MS / 1000}s:\n${lastWords()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stopNginx(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(killer);
}

/** NGINX_PATH, Debian's /usr/sbin/nginx, or nginx on PATH (`npm test` installs it when missing). */
export function findNginx(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout?.trim();
  if (found) return found;
  throw new Error('nginx is not installed: `npm test` installs it, or run `sudo apt-get install -y nginx` (or set NGINX_PATH)');
}
