import nodemailer from 'nodemailer';
import { DEMO_MAILBOX_SIZE, mailQueue, ORPHAN_AFTER_MS, quotes } from '../../store';
import { DemoMail, MailJob, MailMessage } from '../../store/testing';
import { useTestApp } from '../../test/harness';
import { startDemoMailbox } from './demo-mailbox';
import { eventually, testSmtpServer, testWorker } from './mail-test-helpers';
import { newQuoteMail } from './mail-requests';

const contact = { firstName: 'Ines', lastName: 'Ortiz', email: 'ines@example.com', companyName: 'Ortiz Foods', serviceNeeded: 'Specialized Cargo' };

describe('mail recovery and the demo mailbox', () => {
  useTestApp();

  it('sends, once, the emails of a change that was stored but never released (the process died in between)', async () => {
    // Stored with its outbox and the jobs written ahead of it; the release never ran.
    const { id, mail } = await quotes.create(contact, newQuoteMail);
    const keys = mail.map((entry) => entry.key);
    expect(await MailMessage.countDocuments({ _id: { $in: keys } })).toBe(0);
    await MailJob.updateMany({ _id: { $in: keys } }, { $set: { dueAt: new Date() } });

    const smtp = await testSmtpServer();
    const worker = testWorker(smtp.server.url);
    try {
      await worker.runOnce();
      for (const entry of mail) {
        expect(await MailMessage.findById(entry.key).lean()).toMatchObject({ kind: entry.kind, status: 'sent', source: { collection: 'quotes', id } });
      }
      await worker.runOnce();
      expect(smtp.received.map((m) => m.headers['x-mail-id']).sort()).toEqual([...keys].sort());
      expect(await MailJob.countDocuments({ _id: { $in: keys } })).toBe(0);
    } finally {
      await worker.stop();
      await smtp.server.close();
    }
  });

  it('waits for a change that may still be on its way, and drops the job of one that never came', async () => {
    await mailQueue.expect({ collection: 'quotes', id: 999_999 }, [{ key: 'never-stored', kind: 'staff.quote-received', facts: {}, at: new Date() }]);
    await MailJob.updateOne({ _id: 'never-stored' }, { $set: { dueAt: new Date() } });
    const smtp = await testSmtpServer();
    const worker = testWorker(smtp.server.url);
    try {
      await worker.runOnce();
      const postponed = await MailJob.findById('never-stored').lean();
      expect(postponed?.dueAt.getTime()).toBeGreaterThan(Date.now());
      await MailJob.updateOne({ _id: 'never-stored' }, { $set: { dueAt: new Date(), expectedAt: new Date(Date.now() - ORPHAN_AFTER_MS - 1000) } });
      await worker.runOnce();
      expect(await MailJob.exists({ _id: 'never-stored' })).toBeNull();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await worker.stop();
      await smtp.server.close();
    }
  });

  it('catches real SMTP mail in the demo mailbox and keeps the newest 200', async () => {
    const mailbox = await startDemoMailbox();
    const transport = nodemailer.createTransport(mailbox.url);
    try {
      await DemoMail.insertMany(
        Array.from({ length: DEMO_MAILBOX_SIZE }, (_, i) => ({ subject: `old ${i}`, to: 'x@example.com', text: '', html: '', receivedAt: new Date(Date.now() - 60_000 + i) })),
      );
      await transport.sendMail({ from: 'site@example.com', to: 'rosa@example.com', replyTo: 'quotes@example.com', subject: 'Hello Rosa', text: 'plain part', html: '<p>html part</p>' });
      await eventually(async () => (await DemoMail.exists({ subject: 'Hello Rosa' })) !== null);
      const caught = await DemoMail.findOne({ subject: 'Hello Rosa' }).lean();
      expect(caught).toMatchObject({ to: 'rosa@example.com', replyTo: 'quotes@example.com', envelopeTo: ['rosa@example.com'] });
      expect(caught?.text.trim()).toBe('plain part');
      expect(caught?.html).toContain('<p>html part</p>');
      expect(await DemoMail.countDocuments()).toBe(DEMO_MAILBOX_SIZE);
      expect(await DemoMail.exists({ subject: 'old 0' })).toBeNull();
    } finally {
      transport.close();
      await mailbox.close();
    }
  });
});
