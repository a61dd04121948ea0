import { CUSTOMER_BILLING_MESSAGES } from '@freight/domain/billing';
import { User } from '../../store/testing';
import { type Agent, useTestApp } from '../../test/harness';

const t = useTestApp();

const stored = async (id: number) => (await User.findOne({ id }).lean())!;

async function signedIn(fields: object = {}): Promise<{ agent: Agent; id: number; profile: Record<string, string> }> {
  const { user, password } = await t.createUser(fields);
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent, id: user.id, profile: { firstName: user.firstName, lastName: user.lastName, email: user.email, companyName: user.companyName } };
}

describe("the customer's billing email on their profile", () => {
  it('is saved with the profile, in lower case, and answered with the account', async () => {
    const { agent, id, profile } = await signedIn();
    expect((await stored(id)).billing).toBeUndefined();
    const res = await agent.put('/api/user/profile').send({ ...profile, billingEmail: 'AP@Cobol-Cargo.example' }).expect(200);
    expect(res.body.user.billing).toEqual({ billingEmail: 'ap@cobol-cargo.example' });
    expect((await agent.get('/api/user').expect(200)).body.billing).toEqual({ billingEmail: 'ap@cobol-cargo.example' });
  });

  it('goes back to the account email when emptied, and stays as it is when the profile leaves it out', async () => {
    const { agent, id, profile } = await signedIn();
    await agent.put('/api/user/profile').send({ ...profile, billingEmail: 'ap@cobol-cargo.example' }).expect(200);
    await agent.put('/api/user/profile').send({ ...profile, phone: '(973) 555-0100' }).expect(200);
    expect((await stored(id)).billing).toEqual({ billingEmail: 'ap@cobol-cargo.example' });
    await agent.put('/api/user/profile').send({ ...profile, billingEmail: '' }).expect(200);
    expect((await stored(id)).billing).toBeUndefined();
  });

  it('refuses an invalid address with 400 beside the field and changes nothing', async () => {
    const { agent, id, profile } = await signedIn();
    await agent.put('/api/user/profile').send({ ...profile, billingEmail: 'ap@cobol-cargo.example' }).expect(200);
    const res = await agent.put('/api/user/profile').send({ ...profile, firstName: 'Changed', billingEmail: 'not an email' }).expect(400);
    expect(res.body).toEqual({ message: CUSTOMER_BILLING_MESSAGES.billingEmailInvalid, errors: { billingEmail: CUSTOMER_BILLING_MESSAGES.billingEmailInvalid } });
    expect(await stored(id)).toMatchObject({ firstName: profile.firstName, billing: { billingEmail: 'ap@cobol-cargo.example' } });
  });

  it("keeps staff's settings when the customer changes it, and never lets the customer set them", async () => {
    const { agent, id, profile } = await signedIn();
    const admin = (await t.createAdmin()).agent;
    await admin.put(`/api/admin/users/${id}/billing`).send({ billingEmail: '', invoiceOnPod: true, termsDays: 60, creditLimit: '20,000.00' }).expect(200);
    await agent.put('/api/user/profile').send({ ...profile, billingEmail: 'ap@cobol-cargo.example' }).expect(200);
    expect((await stored(id)).billing).toEqual({ billingEmail: 'ap@cobol-cargo.example', invoiceOnPod: true, termsDays: 60, creditLimitCents: 2_000_000 });

    for (const field of [{ termsDays: 90 }, { creditLimit: '1,000,000.00' }, { invoiceOnPod: false }, { billing: { creditLimitCents: 1 } }]) {
      await agent.put('/api/user/profile').send({ ...profile, ...field }).expect(400);
    }
    expect((await stored(id)).billing).toEqual({ billingEmail: 'ap@cobol-cargo.example', invoiceOnPod: true, termsDays: 60, creditLimitCents: 2_000_000 });
  });

  it('is refused on a carrier account, which is never invoiced', async () => {
    const carrierInfo = { dotNumber: '7600001', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
    const { agent, id, profile } = await signedIn({ accountType: 'carrier', carrierInfo });
    const res = await agent.put('/api/user/profile').send({ ...profile, billingEmail: 'ap@haulers.example' }).expect(400);
    expect(res.body.errors).toEqual({ billingEmail: CUSTOMER_BILLING_MESSAGES.billingEmailNotBilled });
    await agent.put('/api/user/profile').send({ ...profile, billingEmail: '' }).expect(200);
    expect((await stored(id)).billing).toBeUndefined();
  });
});
