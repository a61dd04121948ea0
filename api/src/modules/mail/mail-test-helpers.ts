import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from './smtp-catcher';
import { MailWorker, type MailWorkerOptions } from './mail-worker';

/** A loopback SMTP server for tests: keeps what it receives; `refusing` makes it answer 451. */
export async function testSmtpServer(port = 0) {
  const received: CaughtMail[] = [];
  const state = { refusing: false };
  const server: SmtpCatcher = await startSmtpCatcher({
    port,
    onMail: (mail) => {
      received.push(mail);
    },
    refuse: () => (state.refusing ? 'Mailbox temporarily unavailable' : undefined),
  });
  return { server, received, state };
}

export const testWorker = (smtpUrl: string, options: Partial<MailWorkerOptions> = {}) =>
  new MailWorker({ smtpUrl, from: 'Harborline Test <no-reply@example.com>', maxAttempts: 3, retryBaseMs: 1, pollMs: 50, leaseMs: 60_000, ...options });

/** Polls `check` until it returns true (the tests' only clock: no assertion on speed). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
