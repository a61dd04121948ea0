import { BUSINESS_HOURS, COMPANY, COMPANY_ADDRESS_LINE, PROMISES, QUOTE_STATUS_LABELS, QUOTES_EMAIL } from '@freight/domain';
import { testConfig, useTestApp } from '../../test/harness';
import { eventually, testSmtpServer, testWorker } from './mail-test-helpers';
import type { CaughtMail } from './smtp-catcher';
import { MailMessage } from '../../store/testing';

const PUBLIC_URL = 'https://freight.example.com';

const request = {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@gardenstatefoods.example',
  phone: '(973) 555-0101',
  companyName: 'Garden State Foods',
  serviceNeeded: 'Freight Transportation',
  projectDetails: 'Two refrigerated loads a week, Newark to Boston.',
  website: '',
};

/** Every email carries the company's name, address, hours and the 2-hour promise, as text and as HTML. */
function expectCompanyFacts(mail: CaughtMail) {
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(COMPANY.name.replace('&', part === mail.html ? '&amp;' : '&'));
    expect(part).toContain(COMPANY_ADDRESS_LINE);
    for (const h of BUSINESS_HOURS) expect(part).toContain(h.hours);
    expect(part).toContain(PROMISES.quoteResponseBadge);
  }
  expect(mail.html).toMatch(/<table[^>]*style=/);
}

describe('the emails, as an SMTP server receives them', () => {
  const t = useTestApp({ mail: { ...testConfig().mail, publicUrl: PUBLIC_URL } });
  let smtp: Awaited<ReturnType<typeof testSmtpServer>>;
  let worker: ReturnType<typeof testWorker>;

  beforeAll(async () => {
    smtp = await testSmtpServer();
    worker = testWorker(smtp.server.url);
    worker.start();
  });

  afterAll(async () => {
    await worker.stop();
    await smtp.server.close();
  });

  beforeEach(() => {
    smtp.received.length = 0;
  });

  const mailTo = (address: string, subject: RegExp) => smtp.received.find((m) => m.envelopeTo.includes(address) && subject.test(m.subject));
  const arrives = async (address: string, subject: RegExp) => {
    await eventually(() => Boolean(mailTo(address, subject)));
    return mailTo(address, subject)!;
  };

  it('tells the quotes desk about a public request, with everything needed and replies going to the customer', async () => {
    const { id } = (await t.agent().post('/api/quotes').send(request).expect(201)).body;
    const mail = await arrives(QUOTES_EMAIL, /New quote request/);
    expect(mail.subject).toBe(`New quote request #${id}: Freight Transportation - Garden State Foods`);
    expect(mail.replyTo).toBe('maria@gardenstatefoods.example');
    for (const part of [mail.text, mail.html]) {
      for (const fact of ['Maria Santos', 'Garden State Foods', '(973) 555-0101', 'maria@gardenstatefoods.example', 'Freight Transportation', 'Two refrigerated loads a week, Newark to Boston.']) {
        expect(part).toContain(fact);
      }
      expect(part).toContain(`${PUBLIC_URL}/admin?tab=quotes&${part === mail.html ? 'amp;' : ''}quote=${id}`);
    }
    expectCompanyFacts(mail);
  });

  it('acknowledges the request to the requester with its reference number, summary, promise and phone', async () => {
    const { id } = (await t.agent().post('/api/quotes').send({ ...request, email: 'ack@gardenstatefoods.example' }).expect(201)).body;
    const mail = await arrives('ack@gardenstatefoods.example', /We received/);
    expect(mail.subject).toBe(`We received your quote request #${id}`);
    expect(mail.replyTo).toBe(QUOTES_EMAIL);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`#${id}`);
      expect(part).toContain('Freight Transportation');
      expect(part).toContain(`within ${PROMISES.quoteResponseHours} hours`);
      expect(part).toContain(COMPANY.phone);
    }
    expectCompanyFacts(mail);
  });

  it('includes the lane, weight and estimate when the request came from the calculator', async () => {
    const { user, password } = await t.createUser({ email: 'calc@shipper.example' });
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    const estimate = { originZip: '07105', destinationZip: '02101', weight: 12000, serviceType: 'ltl', cargoType: 'general' };
    const res = await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation', estimate });
    expect(res.status).toBe(201);
    const mail = await arrives(QUOTES_EMAIL, new RegExp(`#${res.body.id}:`));
    expect(mail.text).toContain('07105 → 02101');
    expect(mail.text).toContain('12000 lbs');
    expect(mail.text).toMatch(/Calculator estimate: \$\d/);
    expect(mail.replyTo).toBe('calc@shipper.example');
  });

  it('tells the customer when staff price a quote, and stays quiet when staff untick "notify customer"', async () => {
    const { id } = (await t.agent().post('/api/quotes').send({ ...request, email: 'priced@gardenstatefoods.example' }).expect(201)).body;
    const { agent } = await t.createAdmin();
    await agent.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '1,250.00', adminNotes: 'Margin 18%', customerMessage: 'Pickup Tuesday.' }).expect(200);
    const mail = await arrives('priced@gardenstatefoods.example', /: Approved$/);
    expect(mail.subject).toBe(`Your quote request #${id}: ${QUOTE_STATUS_LABELS.approved}`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('$1,250.00');
      expect(part).toContain('Pickup Tuesday.');
      expect(part).not.toContain('Margin 18%');
      // A visitor without an account is given the reference and a way to reply, never a portal link.
      expect(part).not.toContain(`${PUBLIC_URL}/dashboard`);
      expect(part).toContain(`Your reference is #${id}`);
    }
    expectCompanyFacts(mail);

    await agent.patch(`/api/admin/quotes/${id}`).send({ adminNotes: 'internal only', notifyCustomer: false }).expect(200);
    await agent.patch(`/api/admin/quotes/${id}`).send({ status: 'completed' }).expect(200);
    await arrives('priced@gardenstatefoods.example', /: Completed$/);
    const updates = await MailMessage.countDocuments({ kind: 'customer.quote-updated', 'source.id': id });
    expect(updates).toBe(2);
  });

  it.each(['customer', 'shipper', 'carrier'] as const)('welcomes a new %s account', async (accountType) => {
    const email = `new-${accountType}@example.com`;
    const body: Record<string, unknown> = {
      firstName: 'Ada',
      lastName: 'Brooks',
      username: `ada_${accountType}`,
      email,
      companyName: 'Brooks Haulage',
      password: 'Secret-Password-1',
      accountType,
    };
    if (accountType === 'shipper') {
      body.shipperInfo = { businessType: 'manufacturer', shippingVolume: '11-50', primaryCommodities: ['Electronics'], shippingRegions: ['Northeast'] };
    }
    if (accountType === 'carrier') {
      body.carrierInfo = { dotNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)), equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
    }
    const res = await t.agent().post('/api/register').send(body);
    expect(res.status).toBe(201);
    const mail = await arrives(email, /Welcome/);
    expect(mail.subject).toBe(`Welcome to ${COMPANY.name}`);
    expect(mail.text).toContain(`your ${accountType} account`);
    expect(mail.text).toContain('What to do next');
    expectCompanyFacts(mail);
  });
});
