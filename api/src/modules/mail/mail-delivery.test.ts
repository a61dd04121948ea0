import { mailQueue } from '../../store';
import { useTestApp } from '../../test/harness';
import { recordMessage } from './mail-outbox';
import { backoffMs, INTERRUPTED } from './mail-worker';
import { eventually, testSmtpServer, testWorker } from './mail-test-helpers';
import { mailRequest } from './mail-outbox';
import { quoteFacts } from './kinds';
import { MailJob, MailMessage, Quote } from '../../store/testing';

let next = 1000;

/** Queues `n` staff emails for made-up quotes; returns their ids. */
async function queue(n: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < n; i += 1) {
    next += 1;
    const quote = new Quote({ id: next, firstName: 'Lee', lastName: 'Park', email: `lee${next}@example.com`, companyName: 'Park Co', serviceNeeded: 'Warehousing & Storage' });
    const entry = mailRequest('staff.quote-received', quoteFacts(quote));
    // Released by another process, which stopped before sending: the jobs are due now.
    await mailQueue.expect({ collection: 'quotes', id: next }, [entry]);
    await MailJob.updateOne({ _id: entry.key }, { $set: { dueAt: new Date() } });
    await recordMessage({ collection: 'quotes', id: next }, entry);
    keys.push(entry.key);
  }
  return keys;
}

const statusOf = async (key: string) => (await MailMessage.findById(key).lean())?.status;

describe('backoffMs', () => {
  it('doubles from the base and stops at the cap: 30 minutes unless another is given', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(40, 1000)).toBe(30 * 60_000);
    expect(backoffMs(6, 20, 200)).toBe(200);
  });
});

describe('mail delivery', () => {
  useTestApp();

  beforeEach(async () => {
    await Promise.all([MailMessage.deleteMany({}), MailJob.deleteMany({})]);
  });

  it('sends each email exactly once with two workers polling the same queue', async () => {
    const smtp = await testSmtpServer();
    const workers = [testWorker(smtp.server.url), testWorker(smtp.server.url)];
    try {
      const keys = await queue(30);
      workers.forEach((w) => w.start());
      // A job is dropped just after its message is marked sent: wait for both.
      await eventually(async () => (await MailMessage.countDocuments({ status: 'sent' })) === keys.length && (await MailJob.countDocuments()) === 0);
      // Both workers get a last look at the (now empty) queue before counting.
      await Promise.all(workers.map((w) => w.runOnce()));
      const ids = smtp.received.map((m) => m.headers['x-mail-id']);
      expect(ids.sort()).toEqual([...keys].sort());
      expect(await MailJob.countDocuments()).toBe(0);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await smtp.server.close();
    }
  });

  it('retries with backoff while the server refuses, then marks the email failed with the last error', async () => {
    const smtp = await testSmtpServer();
    smtp.state.refusing = true;
    const worker = testWorker(smtp.server.url, { maxAttempts: 3 });
    try {
      const [key] = await queue(1);
      await worker.runOnce();
      expect(await MailMessage.findById(key).lean()).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('Mailbox temporarily unavailable') });
      const job = await MailJob.findById(key).lean();
      expect(job?.attempt).toBe(2);
      worker.start();
      // The message is marked failed just before its job is dropped: wait for both.
      await eventually(async () => (await statusOf(key)) === 'failed' && !(await MailJob.exists({ _id: key })));
      expect(await MailMessage.findById(key).lean()).toMatchObject({ attempts: 3, lastError: expect.stringContaining('451') });
      expect(await MailJob.exists({ _id: key })).toBeNull();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await worker.stop();
      await smtp.server.close();
    }
  });

  it('delivers what was queued while the mail server was down once it is back', async () => {
    const first = await testSmtpServer();
    const port = first.server.port;
    await first.server.close();
    // Capped backoff: however long a busy machine takes to see the first failures, the next
    // try after the server is back is at most 200 ms away (uncapped, it grew past the timeout).
    const worker = testWorker(`smtp://127.0.0.1:${port}`, { maxAttempts: 1000, retryBaseMs: 20, maxBackoffMs: 200 });
    try {
      const keys = await queue(3);
      worker.start();
      await eventually(async () => (await MailMessage.countDocuments({ attempts: { $gte: 1 } })) === 3);
      expect(await MailMessage.countDocuments({ status: 'queued' })).toBe(3);
      const back = await testSmtpServer(port);
      try {
        await eventually(async () => (await MailMessage.countDocuments({ status: 'sent' })) === 3);
        expect(back.received.map((m) => m.headers['x-mail-id']).sort()).toEqual([...keys].sort());
      } finally {
        await back.server.close();
      }
    } finally {
      await worker.stop();
    }
  });

  it('takes over a try whose worker died holding the claim, once the lease is over', async () => {
    const smtp = await testSmtpServer();
    const worker = testWorker(smtp.server.url, { leaseMs: 200 });
    try {
      const [key] = await queue(1);
      // A worker claimed try 1 and died before it sent anything.
      expect(await mailQueue.claim((await MailJob.findById(key).lean())!, 'dead', 200)).toBe('claimed');
      await worker.runOnce();
      expect(await statusOf(key)).toBe('queued');
      await new Promise((r) => setTimeout(r, 250));
      await worker.runOnce();
      expect(await MailMessage.findById(key).lean()).toMatchObject({ status: 'queued', attempts: 1, lastError: INTERRUPTED });
      await eventually(async () => {
        await worker.runOnce();
        return (await statusOf(key)) === 'sent';
      });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await worker.stop();
      await smtp.server.close();
    }
  });

  // Held as just recorded here (try 1), with or without its rendering: the claim finds the try
  // taken, and the email is neither sent nor read as it was recorded.
  it.each([
    ['without its rendering', false],
    ['with its rendering', true],
  ])('does nothing for a try another worker has finished since it looked at the job (held %s)', async (_case, rendered) => {
    const smtp = await testSmtpServer();
    const worker = testWorker(smtp.server.url);
    try {
      const [key] = await queue(1);
      const message = (await MailMessage.findById(key).lean())!;
      // Another worker took try 1, failed, and counted it: try 2 is due in an hour.
      const job = (await MailJob.findById(key).lean())!;
      expect(await mailQueue.claim(job, 'other', 60_000)).toBe('claimed');
      await mailQueue.markFailed(job, 'Mailbox temporarily unavailable', new Date(Date.now() + 3_600_000));
      worker.sendSoon(key, message.source, rendered ? message : undefined);
      await worker.runOnce();
      expect(smtp.received).toHaveLength(0);
      expect(await MailMessage.findById(key).lean()).toMatchObject({ status: 'queued', attempts: 1 });
      expect(await MailJob.findById(key).lean()).toMatchObject({ attempt: 2 });
    } finally {
      await worker.stop();
      await smtp.server.close();
    }
  });

  it('sends an email just recorded here as it was recorded, without reading it back', async () => {
    const smtp = await testSmtpServer();
    const worker = testWorker(smtp.server.url);
    try {
      const [key] = await queue(1);
      const message = (await MailMessage.findById(key).lean())!;
      const reads = jest.spyOn(MailMessage, 'findById');
      try {
        worker.sendSoon(key, message.source, message);
        await worker.runOnce();
        expect(reads).not.toHaveBeenCalled();
      } finally {
        reads.mockRestore();
      }
      expect(smtp.received.map((m) => m.headers['x-mail-id'])).toEqual([key]);
      expect(await MailMessage.findById(key).lean()).toMatchObject({ status: 'sent', attempts: 1 });
      // That try is over for good: nobody can claim it again.
      expect(await mailQueue.claim({ _id: key, attempt: 1 }, 'late', 60_000)).toBeNull();
    } finally {
      await worker.stop();
      await smtp.server.close();
    }
  });
});
