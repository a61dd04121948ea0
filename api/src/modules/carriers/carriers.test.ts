import { backgroundWritesSettled } from '../../core/background-writes';
import { useTestApp } from '../../test/harness';
import { MailMessage, User } from '../../store/testing';

const t = useTestApp();

const carrierInfo = (dotNumber: string) => ({ dotNumber, equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } });

async function registerCarrier(name: string, dotNumber: string) {
  const res = await t.agent().post('/api/register').send({
    firstName: 'Casey', lastName: name, username: `carrier_${name}`, email: `${name}@haulers.example`, companyName: `${name} Haulers`, password: 'secret1', accountType: 'carrier', carrierInfo: carrierInfo(dotNumber),
  }).expect(201);
  return res.body.user as { id: number; carrierStatus: string };
}

describe('carrier verification', () => {
  let admin: Awaited<ReturnType<typeof t.createAdmin>>['agent'];
  let adminName: string;
  beforeAll(async () => {
    const created = await t.createAdmin();
    admin = created.agent;
    adminName = created.user.username;
  });

  it('starts a registered carrier pending, with its first history entry; customers have no carrier status', async () => {
    const carrier = await registerCarrier('pendingco', '8100001');
    expect(carrier).toMatchObject({ carrierStatus: 'pending', carrierStatusHistory: [{ status: 'pending', by: 'registration', at: expect.any(String) }] });
    const customer = await t.agent().post('/api/register').send({ firstName: 'C', lastName: 'U', username: 'plain_customer', email: 'plain@example.com', companyName: 'P', password: 'secret1' }).expect(201);
    expect(customer.body.user.carrierStatus).toBeUndefined();
  });

  it('verifies and suspends with a reason, keeping who, when and why, and emails the carrier each time', async () => {
    const carrier = await registerCarrier('moveco', '8100002');
    const verified = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(200);
    expect(verified.body.carrierStatus).toBe('verified');
    const suspended = await admin.post(`/api/admin/carriers/${carrier.id}/suspend`).send({ reason: '  Certificate of insurance expired  ' }).expect(200);
    expect(suspended.body.carrierStatus).toBe('suspended');
    expect(suspended.body.carrierStatusHistory.map((h: { status: string; by: string; reason?: string }) => [h.status, h.by, h.reason])).toEqual([
      ['pending', 'registration', undefined],
      ['verified', adminName, undefined],
      ['suspended', adminName, 'Certificate of insurance expired'],
    ]);
    await backgroundWritesSettled();
    const mails = await MailMessage.find({ kind: 'carrier.status-changed', to: 'moveco@haulers.example' }).lean();
    expect(mails.map((m) => m.subject).sort()).toEqual(["Suspended: moveco Haulers's carrier account", 'Verified: moveco Haulers can haul with Harborline Freight & Logistics'].sort());
    expect(mails.find((m) => m.subject.startsWith('Suspended'))?.text).toContain('Certificate of insurance expired');
  });

  it('refuses a step that changes nothing (409) and a suspension without a reason (400), changing nothing', async () => {
    const carrier = await registerCarrier('stepco', '8100003');
    await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(200);
    const again = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(409);
    expect(again.body.message).toBe('This carrier is already verified');
    const noReason = await admin.post(`/api/admin/carriers/${carrier.id}/suspend`).send({ reason: ' ' }).expect(400);
    expect(noReason.body.errors.reason).toBe('Please give the reason for the suspension');
    await admin.post(`/api/admin/carriers/${carrier.id}/suspend`).send({ reason: 'Unsafe rating' }).expect(200);
    const twice = await admin.post(`/api/admin/carriers/${carrier.id}/suspend`).send({ reason: 'Unsafe rating' }).expect(409);
    expect(twice.body.message).toBe('This carrier is already suspended');
    expect((await User.findById(String(carrier.id)).lean())?.carrierStatusHistory).toHaveLength(3);
  });

  it('answers 404 for an account that is not a carrier, or none', async () => {
    const { user } = await t.createUser();
    expect((await admin.post(`/api/admin/carriers/${user.id}/verify`).send({}).expect(404)).body.message).toBe('Carrier not found');
    await admin.post('/api/admin/carriers/999999/suspend').send({ reason: 'No such carrier' }).expect(404);
  });

  it('lists carriers only, newest first, by status and by search, with the total', async () => {
    const a = await registerCarrier('listalpha', '8100011');
    const b = await registerCarrier('listbravo', '8100012');
    await admin.post(`/api/admin/carriers/${b.id}/verify`).send({}).expect(200);
    const all = await admin.get('/api/admin/carriers').query({ search: 'list', limit: 10 }).expect(200);
    expect(all.body.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(all.headers['x-total-count']).toBe('2');
    const pending = await admin.get('/api/admin/carriers').query({ status: 'pending', search: 'list' }).expect(200);
    expect(pending.body.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const verified = await admin.get('/api/admin/carriers').query({ status: 'verified', search: 'listbravo' }).expect(200);
    expect(verified.body.map((c: { username: string }) => c.username)).toEqual(['carrier_listbravo']);
    const everyone = await admin.get('/api/admin/carriers').query({ limit: 100 }).expect(200);
    expect(everyone.body.every((c: { accountType: string }) => c.accountType === 'carrier')).toBe(true);
    await admin.get('/api/admin/carriers').query({ status: 'approved' }).expect(400);
  });
});
