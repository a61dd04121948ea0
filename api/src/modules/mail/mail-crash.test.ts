/**
 * The outbox's promise, for real: the API runs as its own process, takes quote requests, and is
 * killed with SIGKILL mid-stream. After a restart every stored quote has its staff email.
 */
import type { ChildProcess } from 'node:child_process';
import mongoose from 'mongoose';
import { connectDatabase, disconnectDatabase } from '../../store';
import { freePort, startApiProcess as startApi } from '../../test/api-process';
import { uniqueDatabaseUri } from '../../test/test-database';
import { eventually, testSmtpServer } from './mail-test-helpers';
import { Quote, MailMessage } from '../../store/testing';

const quoteRequest = (n: number) => ({
  firstName: 'Crash',
  lastName: `Test ${n}`,
  email: `crash${n}@example.com`,
  companyName: 'Kill Nine Logistics',
  serviceNeeded: 'Freight Transportation',
  website: '',
});

describe('a kill -9 while quote requests arrive', () => {
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (mongoose.connection.readyState === 1) await mongoose.connection.dropDatabase();
    await disconnectDatabase();
  });

  it('leaves every stored quote with its staff email, which goes out after the restart', async () => {
    const smtp = await testSmtpServer();
    const uri = uniqueDatabaseUri();
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_MODE: 'false',
      ADMIN_PASSWORD: 'crash-test-admin-password',
      MONGODB_URI: uri,
      PORT: String(port),
      SMTP_URL: smtp.server.url,
      MAIL_POLL_SECONDS: '0.2',
      // The killed worker may die holding a claim; the restarted one takes it over after the lease.
      MAIL_LEASE_SECONDS: '3',
      RATE_LIMIT_QUOTE_IP: '100000',
      SCRYPT_COST: '12',
      LOG_LEVEL: 'silent',
    };
    const first = await startApi(env, port);
    children.push(first);

    // Ten clients send requests back to back; the process is killed once 40 have been answered.
    let answered = 0;
    let stop = false;
    const client = async (c: number) => {
      for (let i = 0; !stop; i += 1) {
        const res = await fetch(`http://127.0.0.1:${port}/api/quotes`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(quoteRequest(c * 1000 + i)),
        }).catch(() => undefined);
        if (!res) return;
        if (res.status === 201) answered += 1;
        if (answered >= 40 && !stop) {
          stop = true;
          first.kill('SIGKILL');
        }
      }
    };
    const exited = new Promise((resolve) => first.once('exit', resolve));
    await Promise.all(Array.from({ length: 10 }, (_, c) => client(c)));
    await exited;
    expect(first.signalCode).toBe('SIGKILL');

    await connectDatabase(uri);
    const stored = await Quote.find({}, { id: 1, mailOutbox: 1 }).lean();
    expect(stored.length).toBeGreaterThanOrEqual(answered);
    // The requests are part of the quote's own write: no stored quote lacks its staff email.
    const staffKeys = stored.map((q) => q.mailOutbox.find((e) => e.kind === 'staff.quote-received')?.key);
    expect(staffKeys.filter((k) => !k)).toHaveLength(0);

    const second = await startApi(env, port);
    children.push(second);
    await eventually(async () => (await MailMessage.countDocuments({ _id: { $in: staffKeys }, status: 'sent' })) === staffKeys.length, 60_000);
    const delivered = new Set(smtp.received.map((m) => m.headers['x-mail-id']));
    expect(staffKeys.filter((k) => !delivered.has(k!))).toEqual([]);
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
    await smtp.server.close();
  }, 180_000);
});
