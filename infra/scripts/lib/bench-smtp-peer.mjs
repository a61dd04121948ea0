/**
 * The SMTP server the traffic bench's API delivers to (SMTP_URL): a real one on loopback
 * (smtp-server, the package the API's own demo mailbox uses) that accepts everything and notes,
 * per message, when it arrived and the API's X-Mail-Id / X-Mail-Kind headers. Only the header
 * block is read, so the peer spends little of the CPU the API and the database share with it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const require = createRequire(path.join(ROOT, 'api/package.json'));
const { SMTPServer } = require('smtp-server');

const header = (block, name) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(block)?.[1].trim();

/** Reads the message to its end (so the server can acknowledge it) and returns its header block. */
function headerBlock(stream) {
  return new Promise((resolve, reject) => {
    let head = '';
    let complete = false;
    stream.on('data', (chunk) => {
      if (complete) return;
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end >= 0) {
        head = head.slice(0, end);
        complete = true;
      }
    });
    stream.on('end', () => resolve(head));
    stream.on('error', reject);
  });
}

/**
 * Starts the peer on a free loopback port. `received` lists every message in arrival order,
 * `{ at, id, kind }` with `at` on performance.now()'s clock, the bench's clock.
 */
export function startSmtpPeer() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback, as SMTP_URL=smtp://127.0.0.1:<port> asks.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, _session, callback) {
      headerBlock(stream).then((block) => {
        received.push({ at: performance.now(), id: header(block, 'X-Mail-Id'), kind: header(block, 'X-Mail-Kind') });
        callback();
      }, callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address();
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
