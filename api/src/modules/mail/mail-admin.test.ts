import { testConfig, useTestApp } from '../../test/harness';
import { DemoMail, MailJob, MailMessage } from '../../store/testing';

const message = (id: string, fields: Record<string, unknown> = {}) =>
  MailMessage.create({ _id: id, kind: 'staff.quote-received', to: 'quotes@example.com', subject: `Subject ${id}`, text: 't', html: '<p>h</p>', source: { collection: 'quotes', id: 1 }, ...fields });

describe('admin mail API', () => {
  const t = useTestApp({ mail: { ...testConfig().mail, demoMailbox: true } });

  beforeEach(async () => {
    await Promise.all([MailMessage.deleteMany({}), MailJob.deleteMany({})]);
  });

  it('counts queued, sent and failed emails on the overview', async () => {
    await message('a', { status: 'queued' });
    await message('b', { status: 'sent', attempts: 1 });
    await message('c', { status: 'sent', attempts: 2 });
    await message('d', { status: 'failed', attempts: 8, lastError: '451 try later' });
    const { agent } = await t.createAdmin();
    const stats = (await agent.get('/api/admin/stats').expect(200)).body;
    expect(stats.mail).toEqual({ queued: 1, sent: 2, failed: 1 });
  });

  it('lists failed emails with their last error, and retries one as a new try', async () => {
    await message('ok', { status: 'sent', attempts: 1 });
    await message('bad', { status: 'failed', attempts: 8, lastError: '451 try later' });
    const { agent } = await t.createAdmin();
    const res = await agent.get('/api/admin/mail').expect(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.body).toEqual([expect.objectContaining({ id: 'bad', status: 'failed', attempts: 8, lastError: '451 try later', subject: 'Subject bad' })]);

    const retried = await agent.post('/api/admin/mail/bad/retry').expect(200);
    expect(retried.body).toMatchObject({ id: 'bad', status: 'queued' });
    expect(await MailJob.findById('bad').lean()).toMatchObject({ attempt: 9 });
    await agent.post('/api/admin/mail/bad/retry').expect(409, { message: 'Only failed emails can be retried' });
    await agent.post('/api/admin/mail/nope/retry').expect(404, { message: 'Email not found' });
    await agent.get('/api/admin/mail').query({ status: 'lost' }).expect(400);
  });

  it('shows the demo mailbox newest first', async () => {
    await DemoMail.deleteMany({});
    await DemoMail.create({ from: 'a', to: 'x@example.com', replyTo: '', subject: 'older', text: 'one', html: '<p>one</p>', receivedAt: new Date(Date.now() - 1000) });
    await DemoMail.create({ from: 'a', to: 'y@example.com', replyTo: '', subject: 'newer', text: 'two', html: '<p>two</p>', receivedAt: new Date() });
    const { agent } = await t.createAdmin();
    const res = await agent.get('/api/admin/demo-mail').expect(200);
    expect(res.body.enabled).toBe(true);
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['newer', 'older']);
    expect(res.body.messages[0]).toMatchObject({ to: 'y@example.com', text: 'two', html: '<p>two</p>' });
  });

  it('keeps the mail pages to admins', async () => {
    await t.agent().get('/api/admin/demo-mail').expect(401);
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    await agent.get('/api/admin/mail').expect(403);
    await agent.post('/api/admin/mail/x/retry').expect(403);
  });
});
