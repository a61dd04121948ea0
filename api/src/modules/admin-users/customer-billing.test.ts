import { CUSTOMER_BILLING_MESSAGES, type CustomerBillingView } from '@freight/domain/billing';
import { AuditLog, User } from '../../store/testing';
import { type Agent, useTestApp } from '../../test/harness';
import { MESSAGES } from './admin-users.service';

const t = useTestApp();

let admin: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
});

const SETTINGS = { billingEmail: 'AP@Reyes.example', invoiceOnPod: true, termsDays: 45, creditLimit: '75,000.00' };
const url = (id: number) => `/api/admin/users/${id}/billing`;
const stored = async (id: number) => (await User.findOne({ id }).lean())!;

describe("staff's billing settings of a customer", () => {
  it('starts from the defaults: the account email, invoices sent by staff, Net 30, no credit limit, nothing open', async () => {
    const { user } = await t.createUser();
    const view = (await admin.get(url(user.id)).expect(200)).body as CustomerBillingView;
    expect(view).toEqual({
      userId: user.id,
      accountEmail: user.email,
      billingEmail: '',
      invoiceOnPod: false,
      termsDays: 30,
      creditLimitCents: null,
      effectiveCreditLimitCents: null,
      openReceivables: { invoicedCents: 0, readyCents: 0, uninvoicedCents: 0, totalCents: 0 },
      availableCents: null,
    });
  });

  it("saves every setting, answers them with the customer's account, and keeps the before and after in the audit log", async () => {
    const { user } = await t.createUser({ accountType: 'shipper' });
    const res = await admin.put(url(user.id)).send(SETTINGS).expect(200);
    expect(res.body.message).toBe(CUSTOMER_BILLING_MESSAGES.saved);
    expect(res.body.billing).toMatchObject({ billingEmail: 'ap@reyes.example', invoiceOnPod: true, termsDays: 45, creditLimitCents: 7_500_000, effectiveCreditLimitCents: 7_500_000, availableCents: 7_500_000 });
    expect(res.body.user).toMatchObject({ id: user.id, billing: { billingEmail: 'ap@reyes.example', invoiceOnPod: true, termsDays: 45, creditLimitCents: 7_500_000 } });
    expect(res.body.user).not.toHaveProperty('password');
    expect((await stored(user.id)).billing).toEqual({ billingEmail: 'ap@reyes.example', invoiceOnPod: true, termsDays: 45, creditLimitCents: 7_500_000 });
    expect(await AuditLog.findOne({ entity: 'user', entityId: user.id, action: 'update-billing' }).lean()).toMatchObject({ before: { billing: null }, after: { billing: { termsDays: 45, creditLimitCents: 7_500_000 } } });

    // Empty fields go back to the defaults; a limit of $0.00 is a limit.
    await admin.put(url(user.id)).send({ ...SETTINGS, billingEmail: '', creditLimit: '' }).expect(200);
    expect((await stored(user.id)).billing).toEqual({ invoiceOnPod: true, termsDays: 45 });
    const zero = await admin.put(url(user.id)).send({ ...SETTINGS, creditLimit: '0' }).expect(200);
    expect(zero.body.billing).toMatchObject({ creditLimitCents: 0, availableCents: 0 });
  });

  it.each([
    ['an invalid billing email', { billingEmail: 'ap@' }, 'billingEmail', CUSTOMER_BILLING_MESSAGES.billingEmailInvalid],
    ['terms of 0 days', { termsDays: 0 }, 'termsDays', CUSTOMER_BILLING_MESSAGES.termsDays],
    ['terms of 121 days', { termsDays: 121 }, 'termsDays', CUSTOMER_BILLING_MESSAGES.termsDays],
    ['a negative credit limit', { creditLimit: '-500.00' }, 'creditLimit', CUSTOMER_BILLING_MESSAGES.creditLimitNegative],
    ['a credit limit that is not an amount', { creditLimit: '50k' }, 'creditLimit', CUSTOMER_BILLING_MESSAGES.creditLimitInvalid],
    ['a setting missing', { invoiceOnPod: undefined }, 'invoiceOnPod', CUSTOMER_BILLING_MESSAGES.invoiceOnPod],
    ['a field it does not know', { creditLimitCents: 100 }, 'creditLimitCents', expect.any(String)],
  ])('refuses %s with 400 and changes nothing', async (_case, change, field, message) => {
    const { user } = await t.createUser();
    await admin.put(url(user.id)).send({ ...SETTINGS, termsDays: 60 }).expect(200);
    const before = await stored(user.id);
    const res = await admin.put(url(user.id)).send({ ...SETTINGS, ...change }).expect(400);
    expect(res.body.errors).toEqual({ [field]: message });
    expect(res.body).not.toHaveProperty('stack');
    expect((await stored(user.id)).billing).toEqual(before.billing);
  });

  it('keeps billing settings to customer and shipper accounts, and answers 404 for no account', async () => {
    const carrierInfo = { dotNumber: '7500001', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
    const carrier = await t.createUser({ accountType: 'carrier', carrierInfo } as never);
    expect((await admin.get(url(carrier.user.id)).expect(409)).body.message).toBe(CUSTOMER_BILLING_MESSAGES.notBilledAccount);
    await admin.put(url(carrier.user.id)).send(SETTINGS).expect(409);
    expect((await stored(carrier.user.id)).billing).toBeUndefined();
    expect((await admin.get(url(999_999)).expect(404)).body.message).toBe(MESSAGES.notFound);
  });

  it('lets no one but staff read or set them: a customer cannot set their own limit or terms', async () => {
    const { user, password } = await t.createUser();
    const customer = t.agent();
    await t.signIn(customer, user.username, password);
    await customer.get(url(user.id)).expect(403);
    await customer.put(url(user.id)).send(SETTINGS).expect(403);
    await t.agent().put(url(user.id)).send(SETTINGS).expect(401);
    expect((await stored(user.id)).billing).toBeUndefined();
  });

  it('keeps the settings when staff change the account otherwise', async () => {
    const { user } = await t.createUser();
    await admin.put(url(user.id)).send(SETTINGS).expect(200);
    await admin.patch(`/api/admin/users/${user.id}`).send({ isActive: false }).expect(200);
    expect((await stored(user.id)).billing).toMatchObject({ termsDays: 45, creditLimitCents: 7_500_000 });
  });
});
