import type { AddressInfo } from 'node:net';
import http from 'node:http';
import express from 'express';
import { sendSlowly } from '../test/slow-client';
import { createHttpServer, REQUEST_TIMEOUTS, type RequestTimeouts } from './http-server';

/** The bounds of the real server, shortened so a test sees them act in a second. */
const SHORT: RequestTimeouts = { headersMs: 400, requestMs: 800, checkEveryMs: 50, keepAliveMs: 5_000 };

function echoApp() {
  const app = express();
  app.use(express.json());
  app.get('/ping', (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  return app;
}

let server: http.Server | undefined;

async function start(timeouts?: RequestTimeouts): Promise<number> {
  server = createHttpServer(echoApp(), timeouts);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server!.address() as AddressInfo).port;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A GET through `agent`, with the local port of the socket it went over. */
function get(port: number, agent: http.Agent): Promise<{ status: number; socketId: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/ping', agent }, (response) => {
      const socketId = response.socket.localPort ?? -1;
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, socketId }));
    });
    request.on('error', reject);
    request.end();
  });
}

const post = (length: number) => `POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('the API server', () => {
  it('answers 408 and closes the connection when a body trickles in for longer than a request may take', async () => {
    const port = await start(SHORT);
    const body = JSON.stringify({ note: 'x'.repeat(200) });
    // A byte every 100 ms: the whole body would take 20 s.
    const { answer, closedAfterMs } = await sendSlowly(port, post(body.length), body, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
    expect(closedAfterMs).toBeLessThan(SHORT.requestMs + 1_000);
  });

  it('answers 408 when the headers never end', async () => {
    const port = await start(SHORT);
    const { answer, closedAfterMs } = await sendSlowly(port, 'POST /echo HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1111111111111111111111', 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(SHORT.headersMs + 1_000);
  });

  it('answers a request sent at an ordinary pace', async () => {
    const port = await start(SHORT);
    const body = JSON.stringify({ note: 'on time' });
    const { answer } = await sendSlowly(port, `${post(body.length).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n')}${body}`, '', 10);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"note":"on time"}');
  });

  it('keeps an idle keep-alive connection open past the header limit, so a client reusing it is answered', async () => {
    const port = await start(SHORT);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(port, agent);
      // Idle for longer than a request's headers may take. (Node's agent leaves a socket a second before the
      // server's advertised keep-alive ends, so the bound here is seconds, not the milliseconds of the others.)
      await new Promise((resolve) => setTimeout(resolve, SHORT.headersMs + 500));
      const second = await get(port, agent);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.socketId).toBe(first.socketId);
    } finally {
      agent.destroy();
    }
  });

  it('by default gives a client 15 s for its headers and 30 s for the whole request, and keeps an idle connection 65 s', async () => {
    await start();
    expect(REQUEST_TIMEOUTS).toEqual({ headersMs: 15_000, requestMs: 30_000, checkEveryMs: 1_000, keepAliveMs: 65_000 });
    expect(server!.headersTimeout).toBe(15_000);
    expect(server!.requestTimeout).toBe(30_000);
    // Longer than nginx's upstream keep-alive (60 s), so the proxy, not the API, closes an idle connection.
    expect(server!.keepAliveTimeout).toBe(65_000);
  });
});
