import net from 'node:net';

export interface SlowExchange {
  answer: string;
  /** When the connection was closed, counted from the first byte sent. */
  closedAfterMs: number;
}

/**
 * Sends `head` at once, then `body` one byte every `everyMs` (all of it, or until the connection
 * closes), as a client on a very slow link or an attacker holding connections open would.
 */
export function sendSlowly(port: number, head: string, body: string, everyMs: number, giveUpMs = 15_000): Promise<SlowExchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${giveUpMs / 1000} s; answer so far: ${answer}`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && socket.writable) socket.write(body[sent++]);
      }, everyMs);
    });
  });
}
