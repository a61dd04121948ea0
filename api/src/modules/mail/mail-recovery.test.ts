import mongoose from 'mongoose';
import nodemailer from 'nodemailer';
import { useTestApp } from '../../test/harness';
import { Quote } from '../quotes/quote.model';
import { quoteFacts } from './kinds';
import { DemoMail } from './demo-mail.model';
import { DEMO_MAILBOX_SIZE, startDemoMailbox } from './demo-mailbox';
import { MailJob, MailMessage } from './mail-message.model';
import { mailRequest } from './mail-outbox';
import { sweepOutboxes } from './mail-sweep';
import { migrateNotifications } from './migrate-notifications';

describe('mail recovery and the demo mailbox', () => {
  useTestApp();

  it('releases outbox entries that a crash left behind, once', async () => {
    const quote = new Quote({ id: 501, firstName: 'Ines', lastName: 'Ortiz', email: 'ines@example.com', companyName: 'Ortiz Foods', serviceNeeded: 'Specialized Cargo' });
    const entries = [mailRequest('staff.quote-received', quoteFacts(quote)), mailRequest('customer.quote-received', quoteFacts(quote))];
    quote.mailOutbox = entries;
    await quote.save(); // stored with its requests, never released (the process "died" here)
    expect(await MailMessage.countDocuments({ _id: { $in: entries.map((e) => e.key) } })).toBe(0);

    expect(await sweepOutboxes()).toBe(2);
    for (const entry of entries) {
      expect(await MailMessage.findById(entry.key).lean()).toMatchObject({ kind: entry.kind, status: 'queued', source: { collection: 'quotes', id: 501 } });
      expect(await MailJob.findById(entry.key).lean()).toMatchObject({ attempt: 1 });
    }
    expect(await sweepOutboxes()).toBe(0);
  });

  it('turns pending emails of the old notifications outbox into queued messages, once', async () => {
    const legacy = mongoose.connection.collection('notifications');
    await legacy.insertMany([
      { id: 7, type: 'quote.created', quoteId: 70, to: 'quotes@example.com', subject: 'New quote request #70', body: 'Name: <Old> Quote', status: 'pending', attempts: 0 },
      { id: 8, type: 'quote.created', quoteId: 80, to: 'quotes@example.com', subject: 'New quote request #80', body: 'Name: Done', status: 'sent', attempts: 1 },
    ]);
    expect(await migrateNotifications()).toBe(1);
    expect(await MailMessage.findById('notification:7').lean()).toMatchObject({ to: 'quotes@example.com', subject: 'New quote request #70', text: 'Name: <Old> Quote', status: 'queued' });
    expect((await MailMessage.findById('notification:7').lean())?.html).toContain('&lt;Old&gt;');
    expect(await MailJob.exists({ _id: 'notification:7' })).toBeTruthy();
    expect(await migrateNotifications()).toBe(0);
  });

  it('catches real SMTP mail in the demo mailbox and keeps the newest 200', async () => {
    const mailbox = await startDemoMailbox();
    const transport = nodemailer.createTransport(mailbox.url);
    try {
      await DemoMail.insertMany(
        Array.from({ length: DEMO_MAILBOX_SIZE }, (_, i) => ({ subject: `old ${i}`, to: 'x@example.com', text: '', html: '', receivedAt: new Date(Date.now() - 60_000 + i) })),
      );
      await transport.sendMail({ from: 'site@example.com', to: 'rosa@example.com', replyTo: 'quotes@example.com', subject: 'Hello Rosa', text: 'plain part', html: '<p>html part</p>' });
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
