import { QUOTES_EMAIL } from '@freight/domain';
import { useTestApp } from '../../test/harness';
import { Notification } from '../notifications/notification.model';
import { Quote } from './quote.model';
import { QUOTE_RECEIVED_MESSAGE } from './quotes.service';

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

const stored = async () => ({ quotes: await Quote.countDocuments(), outbox: await Notification.countDocuments() });

describe('POST /api/quotes', () => {
  const t = useTestApp();

  beforeEach(async () => {
    await Promise.all([Quote.deleteMany({}), Notification.deleteMany({})]);
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
    expect(res.body).toEqual({ message: QUOTE_RECEIVED_MESSAGE, id: expect.any(Number) });
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

  it('queues an email for the quotes desk in the notifications outbox', async () => {
    const res = await t.agent().post(URL).send(validRequest()).expect(201);
    const [entry] = await Notification.find({ quoteId: res.body.id }).lean();
    expect(entry).toMatchObject({
      type: 'quote.created',
      quoteId: res.body.id,
      to: QUOTES_EMAIL,
      status: 'pending',
      attempts: 0,
      subject: `New quote request #${res.body.id}: Freight Transportation - Garden State Foods`,
    });
    expect(entry.body).toContain('maria@gardenstatefoods.example');
    expect(entry.body).toContain('Two refrigerated loads a week, Newark to Boston.');
    expect(entry.createdAt).toBeInstanceOf(Date);
  });

  it('keeps visitor text on one line in the email subject', async () => {
    const res = await t.agent().post(URL).send(validRequest({ companyName: 'Evil\r\nBcc: all@example.com' })).expect(201);
    const entry = await Notification.findOne({ quoteId: res.body.id }).lean();
    expect(entry?.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps the quote when the outbox write fails', async () => {
    const spy = jest.spyOn(Notification, 'create').mockRejectedValueOnce(new Error('outbox unavailable') as never);
    try {
      const res = await t.agent().post(URL).send(validRequest()).expect(201);
      expect(await Quote.exists({ id: res.body.id })).toBeTruthy();
      expect(await Notification.countDocuments()).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('thanks a bot that filled the honeypot like anyone else, but stores nothing', async () => {
    const res = await t.agent().post(URL).send(validRequest({ website: 'http://spam.example' })).expect(201);
    expect(res.body).toEqual({ message: QUOTE_RECEIVED_MESSAGE });
    expect(await stored()).toEqual({ quotes: 0, outbox: 0 });
  });

  it('shows the new request to staff in the admin quote list', async () => {
    const res = await t.agent().post(URL).send(validRequest({ companyName: 'Keystone Components' })).expect(201);
    const { agent } = await t.createAdmin();
    const list = await agent.get(URL).expect(200);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.body.id, companyName: 'Keystone Components' })]));
  });
});
