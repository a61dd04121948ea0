import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import { sendSlowly } from '../test/slow-client';
import { createHttpServer, REQUEST_TIMEOUTS, type RequestTimeouts } from './http-server';

/** The bounds of the real server, shortened so a test sees them act in a second. */
const SHORT: RequestTimeouts = { headersMs: 400, requestMs: 800, checkEveryMs: 50 };

function echoApp() {
  const app = express();
  app.use(express.json());
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

  it('by default gives a client 15 s for its headers and 30 s for the whole request', async () => {
    await start();
    expect(REQUEST_TIMEOUTS).toEqual({ headersMs: 15_000, requestMs: 30_000, checkEveryMs: 1_000 });
    expect(server!.headersTimeout).toBe(15_000);
    expect(server!.requestTimeout).toBe(30_000);
  });
});
