import { QUOTE_RESPONSES, QUOTES_EMAIL } from '@freight/domain';
import { useTestApp } from '../../test/harness';
import { backgroundWritesSettled } from '../../core/background-writes';
import { MailJob, MailMessage, Quote } from '../../store/testing';

const URL = '/api/quotes';

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@gardenstatefoods.example',
  phone: '(973) 555-0101',
  companyName: 'Garden State Foods',
  serviceNeeded: 'Freight Transportation',
  projectDetails: 'Two refrigerated loads a week, Newark to Boston.',
  website: '',
  ...overrides,
});

const stored = async () => ({ quotes: await Quote.countDocuments(), outbox: await MailMessage.countDocuments() });

describe('POST /api/quotes', () => {
  const t = useTestApp();

  beforeEach(async () => {
    await backgroundWritesSettled();
    await Promise.all([Quote.deleteMany({}), MailMessage.deleteMany({})]);
  });

  it('answers every missing required field with its spec message and stores nothing', async () => {
    const res = await t.agent().post(URL).send({}).expect(400);
    expect(res.body).toEqual({
      message: 'First name is required',
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        companyName: 'Company name is required',
        serviceNeeded: 'Please select a service',
      },
    });
    expect(await stored()).toEqual({ quotes: 0, outbox: 0 });
  });

  it.each([
    ['a blank first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['a blank last name', { lastName: '' }, 'lastName', 'Last name is required'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a blank company', { companyName: ' ' }, 'companyName', 'Company name is required'],
    ['an unknown service', { serviceNeeded: 'Teleportation' }, 'serviceNeeded', 'Please select a service'],
    ['an empty service', { serviceNeeded: '' }, 'serviceNeeded', 'Please select a service'],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
  ])('refuses %s with the spec message', async (_case, change, field, message) => {
    const res = await t.agent().post(URL).send(validRequest(change)).expect(400);
    expect(res.body).toEqual({ message, errors: { [field]: message } });
    expect(await stored()).toEqual({ quotes: 0, outbox: 0 });
  });

  it('refuses fields the form does not have, such as a status or a user id', async () => {
    for (const extra of [{ status: 'approved' }, { userId: 1 }, { estimatedPrice: '1.00' }, { adminNotes: 'x' }]) {
      await t.agent().post(URL).send(validRequest(extra)).expect(400);
    }
    expect(await stored()).toEqual({ quotes: 0, outbox: 0 });
  });

  it("stores a visitor's request before thanking them, pending and linked to no account", async () => {
    const res = await t.agent().post(URL).send(validRequest({ firstName: '  Maria  ', phone: '', projectDetails: '' })).expect(201);
    expect(res.body).toEqual({ message: QUOTE_RESPONSES.received, id: expect.any(Number) });
    expect(res.body.message).toBe("Thank you! We'll get back to you within 2 hours.");

    const quote = await Quote.findOne({ id: res.body.id }).lean();
    expect(quote).toMatchObject({
      userId: null,
      firstName: 'Maria',
      lastName: 'Santos',
      email: 'maria@gardenstatefoods.example',
      companyName: 'Garden State Foods',
      serviceNeeded: 'Freight Transportation',
      status: 'pending',
    });
    expect(quote?.createdAt).toBeInstanceOf(Date);
  });

  it("links a signed-in user's request to their account", async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    const res = await agent.post(URL).send(validRequest()).expect(201);
    expect((await Quote.findOne({ id: res.body.id }).lean())?.userId).toBe(user.id);
  });

  it('writes the emails for the quotes desk and the requester with the quote, and queues them once it has answered', async () => {
    const res = await t.agent().post(URL).send(validRequest()).expect(201);
    await backgroundWritesSettled();
    const quote = await Quote.findOne({ id: res.body.id }).lean();
    expect(quote?.mailOutbox.map((e) => e.kind)).toEqual(['staff.quote-received', 'customer.quote-received']);
    const staff = await MailMessage.findById(quote?.mailOutbox[0].key).lean();
    expect(staff).toMatchObject({
      kind: 'staff.quote-received',
      source: { collection: 'quotes', id: res.body.id },
      to: QUOTES_EMAIL,
      replyTo: 'maria@gardenstatefoods.example',
      status: 'queued',
      attempts: 0,
      subject: `New quote request #${res.body.id}: Freight Transportation - Garden State Foods`,
    });
    expect(staff?.text).toContain('Two refrigerated loads a week, Newark to Boston.');
    const customer = await MailMessage.findById(quote?.mailOutbox[1].key).lean();
    expect(customer).toMatchObject({ to: 'maria@gardenstatefoods.example', status: 'queued' });
  });

  it('keeps visitor text on one line in the email subject', async () => {
    const res = await t.agent().post(URL).send(validRequest({ companyName: 'Evil\r\nBcc: all@example.com' })).expect(201);
    await backgroundWritesSettled();
    const entry = await MailMessage.findOne({ 'source.id': res.body.id, kind: 'staff.quote-received' }).lean();
    expect(entry?.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps the quote, its email requests and their jobs when recording the emails fails', async () => {
    const spy = jest.spyOn(MailMessage, 'insertMany').mockRejectedValue(new Error('queue unavailable') as never);
    try {
      const res = await t.agent().post(URL).send(validRequest()).expect(201);
      await backgroundWritesSettled();
      const quote = await Quote.findOne({ id: res.body.id }).lean();
      expect(quote?.mailOutbox).toHaveLength(2);
      expect(await MailMessage.countDocuments()).toBe(0);
      // The worker renders them from the outbox when their jobs come due.
      expect(await MailJob.countDocuments({ _id: { $in: quote!.mailOutbox.map((e) => e.key) } })).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('never shows the outbox in API answers', async () => {
    await t.agent().post(URL).send(validRequest()).expect(201);
    const { agent } = await t.createAdmin();
    const [listed] = (await agent.get(URL).expect(200)).body;
    expect(listed).not.toHaveProperty('mailOutbox');
  });

  it('thanks a bot that filled the honeypot like anyone else, but stores nothing', async () => {
    const res = await t.agent().post(URL).send(validRequest({ website: 'http://spam.example' })).expect(201);
    expect(res.body).toEqual({ message: QUOTE_RESPONSES.received });
    expect(await stored()).toEqual({ quotes: 0, outbox: 0 });
  });

  it('shows the new request to staff in the admin quote list', async () => {
    const res = await t.agent().post(URL).send(validRequest({ companyName: 'Keystone Components' })).expect(201);
    const { agent } = await t.createAdmin();
    const list = await agent.get(URL).expect(200);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.body.id, companyName: 'Keystone Components' })]));
  });
});
