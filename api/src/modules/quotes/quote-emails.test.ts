import type { QuoteEmail } from '@freight/domain';
import { useTestApp } from '../../test/harness';
import { eventually } from '../mail/mail-test-helpers';

const t = useTestApp();

const visitorRequest = { firstName: 'Ada', lastName: 'Brooks', email: 'ada@brooks-haulage.example', companyName: 'Brooks Haulage', serviceNeeded: 'Freight Transportation' };

describe('the emails of a quote', () => {
  it('a visitor without an account is never sent a link to My Quotes, but the reference and a way to reply; staff see every email on the quote', async () => {
    const admin = (await t.createAdmin()).agent;
    const { id } = (await t.agent().post('/api/quotes').send(visitorRequest).expect(201)).body;
    await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '980', customerMessage: 'Liftgate included.' }).expect(200);

    const emailsOf = async () => (await admin.get(`/api/admin/quotes/${id}/emails`).expect(200)).body as QuoteEmail[];
    await eventually(async () => (await emailsOf()).length === 3);
    const emails = await emailsOf();
    expect(emails[0].kind).toBe('customer.quote-updated');
    expect(new Set(emails.map((m) => m.kind))).toEqual(new Set(['customer.quote-updated', 'customer.quote-received', 'staff.quote-received']));
    // Newest first.
    const times = emails.map((m) => new Date(m.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    for (const mail of emails.filter((m) => m.to === visitorRequest.email)) {
      expect(mail.text).not.toContain('/dashboard');
      expect(mail.text).toContain(`#${id}`);
    }
    const update = emails.find((m) => m.kind === 'customer.quote-updated')!;
    expect(update.subject).toBe(`Your quote request #${id}: Approved`);
    expect(update.text).toContain('$980.00');
    expect(update.text).toContain('Liftgate included.');
    expect(update.text).toMatch(/Reply to this email/);
    expect(update).not.toHaveProperty('html');

    await admin.get('/api/admin/quotes/999999/emails').expect(404, { message: 'Quote not found' });
  });

  it('a customer who declines gets a confirmation, with the reason and how to ask again', async () => {
    const admin = (await t.createAdmin()).agent;
    const { user, password } = await t.createUser({ email: 'grace@cobolcargo.example', firstName: 'Grace' });
    const customer = t.agent();
    await t.signIn(customer, user.username, password);
    const { id } = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Cross-Docking' }).expect(201)).body;
    await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: '1250' }).expect(200);
    await customer.post(`/api/customer-quotes/${id}/decline`).send({ reason: 'Found a closer warehouse' }).expect(200);

    let confirmation: QuoteEmail | undefined;
    await eventually(async () => {
      const emails = (await admin.get(`/api/admin/quotes/${id}/emails`).expect(200)).body as QuoteEmail[];
      confirmation = emails.find((m) => m.kind === 'customer.quote-declined');
      return Boolean(confirmation);
    });
    expect(confirmation).toMatchObject({ to: 'grace@cobolcargo.example', subject: `Confirmation: you declined quote #${id}` });
    expect(confirmation!.text).toContain('Found a closer warehouse');
    expect(confirmation!.text).toContain('$1,250.00');
    expect(confirmation!.text).toContain('Hello Grace');
  });
});
