import { AUTH_RESPONSES, VERIFICATION_OVERRIDE_MESSAGES } from '@freight/domain';
import { backgroundWritesSettled } from '../../core/background-writes';
import { type Agent, useTestApp } from '../../test/harness';
import { AuditLog, MailMessage, User } from '../../store/testing';

const t = useTestApp();

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 3)]);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const upload = (agent: Agent, query: Record<string, string>) => agent.post('/api/carrier/documents').query(query).set('Content-Type', 'application/octet-stream').send(PDF);

const carrierInfo = (dotNumber: string) => ({ dotNumber, equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } });

/** A carrier registered through the site: registering signs it in, so its agent is its session. */
async function registerCarrier(name: string, dotNumber: string) {
  const agent = t.agent();
  const res = await agent.post('/api/register').send({
    firstName: 'Casey', lastName: name, username: `carrier_${name}`, email: `${name}@haulers.example`, companyName: `${name} Haulers`, password: 'secret1', accountType: 'carrier', carrierInfo: carrierInfo(dotNumber),
  }).expect(201);
  return { ...(res.body.user as { id: number; carrierStatus: string }), agent, body: res.body as { message: string } };
}

/** The carrier's current certificate of insurance and its W-9, uploaded by the carrier. */
async function uploadDocuments(agent: Agent) {
  await upload(agent, { type: 'coi', liabilityExpiresOn: inDays(300), cargoExpiresOn: inDays(200) }).expect(201);
  await upload(agent, { type: 'w9' }).expect(201);
}

const OVERRIDE = { overrideReason: 'Documents checked by phone with the insurer' };

describe('carrier verification', () => {
  let admin: Awaited<ReturnType<typeof t.createAdmin>>['agent'];
  let adminName: string;
  beforeAll(async () => {
    const created = await t.createAdmin();
    admin = created.agent;
    adminName = created.user.username;
  });

  it('starts a registered carrier pending, with its first history entry, and signs it in as it does customers; customers have no carrier status', async () => {
    const carrier = await registerCarrier('pendingco', '8100001');
    expect(carrier).toMatchObject({ carrierStatus: 'pending', carrierStatusHistory: [{ status: 'pending', by: 'registration', at: expect.any(String) }] });
    expect(carrier.body.message).toBe(AUTH_RESPONSES.registeredSignedIn);
    const session = await carrier.agent.get('/api/user').expect(200);
    expect(session.body).toMatchObject({ id: carrier.id, accountType: 'carrier', carrierStatus: 'pending' });
    await carrier.agent.get('/api/carrier/documents').expect(200);
    const customer = await t.agent().post('/api/register').send({ firstName: 'C', lastName: 'U', username: 'plain_customer', email: 'plain@example.com', companyName: 'P', password: 'secret1' }).expect(201);
    expect(customer.body.user.carrierStatus).toBeUndefined();
  });

  it('verifies and suspends with a reason, keeping who, when and why, and emails the carrier each time', async () => {
    const carrier = await registerCarrier('moveco', '8100002');
    await uploadDocuments(carrier.agent);
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
    await uploadDocuments(carrier.agent);
    await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(200);
    const again = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(409);
    expect(again.body.message).toBe('This carrier is already verified');
    const noReason = await admin.post(`/api/admin/carriers/${carrier.id}/suspend`).send({ reason: ' ' }).expect(400);
    expect(noReason.body.errors.reason).toBe('Please give the reason for the suspension');
    await admin.post(`/api/admin/carriers/${carrier.id}/suspend`).send({ reason: 'Unsafe rating' }).expect(200);
    const twice = await admin.post(`/api/admin/carriers/${carrier.id}/suspend`).send({ reason: 'Unsafe rating' }).expect(409);
    expect(twice.body.message).toBe('This carrier is already suspended');
    expect((await User.findOne({ id: carrier.id }).lean())?.carrierStatusHistory).toHaveLength(3);
  });

  it('answers 404 for an account that is not a carrier, or none', async () => {
    const { user } = await t.createUser();
    expect((await admin.post(`/api/admin/carriers/${user.id}/verify`).send({}).expect(404)).body.message).toBe('Carrier not found');
    await admin.post('/api/admin/carriers/999999/suspend').send({ reason: 'No such carrier' }).expect(404);
  });

  it('lists carriers only, newest first, by status and by search, with the total', async () => {
    const a = await registerCarrier('listalpha', '8100011');
    const b = await registerCarrier('listbravo', '8100012');
    await admin.post(`/api/admin/carriers/${b.id}/verify`).send(OVERRIDE).expect(200);
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

  it('refuses to verify a carrier without a certificate of insurance and a W-9 (409, naming them), and changes nothing', async () => {
    const carrier = await registerCarrier('nodocsco', '8100021');
    const before = await User.findOne({ id: carrier.id }).lean();
    const refused = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(409);
    expect(refused.body.message).toBe(VERIFICATION_OVERRIDE_MESSAGES.documentsMissing(['coi', 'w9']));
    expect(refused.body.message).toBe('This carrier has no certificate of insurance and no W-9 on file. Give an override reason to verify it without them.');
    await upload(carrier.agent, { type: 'coi', liabilityExpiresOn: inDays(300), cargoExpiresOn: inDays(200) }).expect(201);
    expect((await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(409)).body.message).toBe(VERIFICATION_OVERRIDE_MESSAGES.documentsMissing(['w9']));
    // An override reason must say something.
    const blank = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({ overrideReason: ' a ' }).expect(400);
    expect(blank.body.errors.overrideReason).toBe(VERIFICATION_OVERRIDE_MESSAGES.reasonRequired);
    const long = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({ overrideReason: 'x'.repeat(501) }).expect(400);
    expect(long.body.errors.overrideReason).toBe(VERIFICATION_OVERRIDE_MESSAGES.reasonTooLong);
    await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({ overrideReason: 42 }).expect(400);
    const after = await User.findOne({ id: carrier.id }).lean();
    expect(after?.carrierStatus).toBe('pending');
    expect(after?.carrierStatusHistory).toHaveLength(before!.carrierStatusHistory!.length);
    expect(await AuditLog.countDocuments({ entity: 'carrier', entityId: carrier.id })).toBe(0);
  });

  it('verifies a carrier without its documents on an override reason, kept in the status history and the audit log', async () => {
    const carrier = await registerCarrier('overrideco', '8100022');
    await upload(carrier.agent, { type: 'w9' }).expect(201);
    const verified = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({ overrideReason: '  COI emailed by the broker; insurer confirmed by phone  ' }).expect(200);
    expect(verified.body.carrierStatus).toBe('verified');
    expect(verified.body.carrierStatusHistory.at(-1)).toEqual({ status: 'verified', by: adminName, at: expect.any(String), reason: 'COI emailed by the broker; insurer confirmed by phone', override: ['coi'] });
    const audit = await AuditLog.findOne({ entity: 'carrier', entityId: carrier.id }).lean();
    expect(audit?.action).toBe('verify-override');
    expect(audit?.actor?.username).toBe(adminName);
    expect((audit?.after as { carrierStatusHistory: unknown[] }).carrierStatusHistory.at(-1)).toMatchObject({ reason: 'COI emailed by the broker; insurer confirmed by phone', override: ['coi'] });
    // The carrier is emailed that it is verified; the override reason is staff's, not in its email.
    await backgroundWritesSettled();
    const mail = await MailMessage.findOne({ kind: 'carrier.status-changed', to: 'overrideco@haulers.example' }).lean();
    expect(mail?.subject).toMatch(/^Verified/);
    expect(mail?.text).not.toContain('insurer confirmed');
  });

  it('records, on verifying, that staff checked the operating authority; the carrier reads it with its account', async () => {
    const carrier = await registerCarrier('authorityco', '8100023');
    expect((await carrier.agent.get('/api/user').expect(200)).body.authorityCheck).toBeUndefined();
    await uploadDocuments(carrier.agent);
    const verified = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(200);
    expect(verified.body.carrierStatusHistory.at(-1)).toEqual({ status: 'verified', by: adminName, at: expect.any(String) });
    expect(verified.body.authorityCheck).toEqual({ by: 'staff', staff: adminName, at: expect.any(String) });
    expect((await carrier.agent.get('/api/user').expect(200)).body.authorityCheck).toEqual({ by: 'staff', staff: adminName, at: expect.any(String) });
    expect((await AuditLog.findOne({ entity: 'carrier', entityId: carrier.id }).lean())?.action).toBe('verify');
  });

  it('still refuses an expired certificate, with or without an override reason', async () => {
    const carrier = await registerCarrier('expiredco', '8100024');
    await uploadDocuments(carrier.agent);
    const stored = (await User.findOne({ id: carrier.id }).lean())!;
    const lapsed = stored.carrierDocuments!.map((doc) => (doc.type === 'coi' ? { ...doc, liabilityExpiresOn: '2026-01-10', expiresOn: '2026-01-10' } : doc));
    await User.updateOne({ id: carrier.id }, { $set: { carrierDocuments: lapsed }, $inc: { __v: 1 } });
    for (const body of [{}, OVERRIDE]) {
      const refused = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send(body).expect(409);
      expect(refused.body.message).toBe('The auto liability policy on the certificate of insurance expired on January 10, 2026: the carrier must upload a new certificate before it can be verified');
    }
  });
});
