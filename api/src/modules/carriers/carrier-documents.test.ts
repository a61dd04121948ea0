import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, CARRIER_DOCUMENT_MESSAGES, easternDate, expiredAt, FMCSA_MESSAGES, formatCalendarDate, OPERATIONS_EMAIL, POD_MAX_BYTES, reminderDueAt } from '@freight/domain';
import type { Config } from '../../config/config';
import { type Agent, useTestApp } from '../../test/harness';
import { MailMessage, storedFile, storedFilesOf, User } from '../../store/testing';
import { backgroundWritesSettled } from '../../core/background-writes';
import { runInsuranceExpiry } from './insurance-expiry';

const t = useTestApp();

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 3)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2_000, 7)]);
const inDays = (days: number) => addDays(easternDate(), days);

let nextDot = 8_200_000;
async function signedInCarrier(name: string): Promise<{ agent: Agent; id: number; email: string }> {
  nextDot += 1;
  const carrierInfo = { dotNumber: String(nextDot), equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
  const email = `${name}@haulers.example`;
  const { user, password } = await t.createUser({ username: `carrier_${name}`, email, companyName: `${name} Haulers`, accountType: 'carrier', carrierInfo, carrierStatus: 'pending', carrierStatusHistory: [{ status: 'pending', by: 'registration', at: new Date() }] } as never);
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent, id: user.id, email };
}

/** A COI's query: its auto liability and cargo policies' expiry dates (the same day unless told). */
const coiOn = (liability: string, cargo = liability) => ({ type: 'coi', liabilityExpiresOn: liability, cargoExpiresOn: cargo });

const upload = (agent: Agent, data: Buffer, query: Record<string, string>, name = 'coi.pdf') =>
  agent.post('/api/carrier/documents').query(query).set('Content-Type', 'application/octet-stream').set('X-File-Name', encodeURIComponent(name)).send(data);

const binary = (req: ReturnType<Agent['get']>) =>
  req.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });

interface Doc { id: string; type: string; name: string; expiresOn?: string; liabilityExpiresOn?: string; cargoExpiresOn?: string; review: string; uploadedAt: string; fileId: string }

let admin: Agent;
beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
});

describe('carrier documents', () => {
  it('takes a COI with its two policies\' expiry dates and a W-9 under the proof of delivery rules, and refuses the rest with nothing stored', async () => {
    const carrier = await signedInCarrier('docsco');
    const liability = inDays(200);
    const cargo = inDays(150);
    const fakePdf = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2_000)]);
    expect((await upload(carrier.agent, fakePdf, coiOn(liability, cargo), 'coi.pdf').expect(415)).body.message).toBe(CARRIER_DOCUMENT_MESSAGES.wrongType);
    expect((await upload(carrier.agent, Buffer.alloc(0), coiOn(liability, cargo)).expect(400)).body.message).toBe(CARRIER_DOCUMENT_MESSAGES.empty);
    const oversize = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(POD_MAX_BYTES, 1)]);
    expect((await upload(carrier.agent, oversize, coiOn(liability, cargo)).expect(413)).body.message).toBe('The document must be at most 10 MB');

    // Each policy's date is checked on its own, with its own message on its own field.
    const refused = async (query: Record<string, string>) => (await upload(carrier.agent, PDF, query).expect(400)).body as { message: string; errors: Record<string, string> };
    expect(await refused({ type: 'coi' })).toMatchObject({
      message: 'Please enter the auto liability policy expiry date',
      errors: { liabilityExpiresOn: 'Please enter the auto liability policy expiry date', cargoExpiresOn: 'Please enter the cargo policy expiry date' },
    });
    expect(await refused({ type: 'coi', liabilityExpiresOn: liability })).toEqual(expect.objectContaining({ message: 'Please enter the cargo policy expiry date', errors: { cargoExpiresOn: 'Please enter the cargo policy expiry date' } }));
    expect((await refused(coiOn(easternDate(), cargo))).errors).toEqual({ liabilityExpiresOn: 'The auto liability policy expiry date must be after today' });
    expect((await refused(coiOn(liability, easternDate()))).errors).toEqual({ cargoExpiresOn: 'The cargo policy expiry date must be after today' });
    expect((await refused(coiOn('2027-02-30', cargo))).message).toBe(CARRIER_DOCUMENT_MESSAGES.liabilityExpiryInvalid);
    expect((await refused(coiOn(liability, '31/12/2027'))).message).toBe(CARRIER_DOCUMENT_MESSAGES.cargoExpiryInvalid);
    expect((await refused(coiOn(liability, '2027-12-31T00:00'))).errors.cargoExpiresOn).toBe(CARRIER_DOCUMENT_MESSAGES.cargoExpiryInvalid);
    // A page built before the two policies sends one date: refused, asking for the policies' dates.
    expect((await refused({ type: 'coi', expiresOn: liability })).message).toBe(CARRIER_DOCUMENT_MESSAGES.liabilityExpiryRequired);
    expect((await upload(carrier.agent, PDF, { ...coiOn(liability), type: 'insurance' }).expect(400)).body.errors.type).toBe('Please choose which document this is');
    expect((await User.findOne({ id: carrier.id }).lean())?.carrierDocuments ?? []).toEqual([]);
    expect(await storedFilesOf(`users:${carrier.id}:coi`)).toBe(0);

    const coi = await upload(carrier.agent, PDF, coiOn(liability, cargo), '../ACME COI 2027.pdf').expect(201);
    expect(coi.body.message).toBe('Certificate of insurance uploaded');
    // Kept with both dates, and the earlier one (cargo's here) as the certificate's own expiry.
    expect(coi.body.documents).toEqual([
      expect.objectContaining({
        type: 'coi', name: 'ACME-COI-2027.pdf', contentType: 'application/pdf', size: PDF.length,
        liabilityExpiresOn: liability, cargoExpiresOn: cargo, expiresOn: cargo, review: 'submitted', uploadedAt: expect.any(String),
      }),
    ]);
    // A W-9 has no expiry date: dates given are not kept.
    const w9 = await upload(carrier.agent, PNG, { ...coiOn(liability, cargo), type: 'w9' }, 'w9.png').expect(201);
    expect(w9.body.documents.map((d: Doc) => [d.type, d.liabilityExpiresOn, d.cargoExpiresOn, d.expiresOn])).toEqual([['w9', undefined, undefined, undefined], ['coi', liability, cargo, cargo]]);
  });

  it('replaces a document of the same type, removing the old file', async () => {
    const carrier = await signedInCarrier('replaceco');
    const first = (await upload(carrier.agent, PDF, coiOn(inDays(100))).expect(201)).body.documents[0] as Doc;
    const second = (await upload(carrier.agent, PNG, coiOn(inDays(300), inDays(400)), 'new.png').expect(201)).body.documents as Doc[];
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ type: 'coi', liabilityExpiresOn: inDays(300), cargoExpiresOn: inDays(400), expiresOn: inDays(300), name: 'new.png' });
    expect(await storedFile(first.fileId)).toBeNull();
    expect(await storedFile(second[0].fileId)).not.toBeNull();
  });

  it('lets a carrier read only its own documents, and staff download any with the policies\' expiry dates in the carriers list', async () => {
    const owner = await signedInCarrier('ownerco');
    const stranger = await signedInCarrier('strangerco');
    const doc = (await upload(owner.agent, PDF, coiOn(inDays(90), inDays(120))).expect(201)).body.documents[0] as Doc;

    expect((await owner.agent.get('/api/carrier/documents').expect(200)).body.map((d: Doc) => d.id)).toEqual([doc.id]);
    expect((await stranger.agent.get('/api/carrier/documents').expect(200)).body).toEqual([]);
    const own = await binary(owner.agent.get(`/api/carrier/documents/${doc.id}`)).expect(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('attachment; filename="coi.pdf"');
    expect(Buffer.compare(own.body as Buffer, PDF)).toBe(0);
    // Another carrier's document id is not one of its own: no data.
    expect((await stranger.agent.get(`/api/carrier/documents/${doc.id}`).expect(404)).body.message).toBe('Document not found');

    const { agent: customer } = await (async () => {
      const { user, password } = await t.createUser();
      const agent = t.agent();
      await t.signIn(agent, user.username, password);
      return { agent };
    })();
    expect((await customer.get('/api/carrier/documents').expect(403)).body.message).toBe(CARRIER_DOCUMENT_MESSAGES.carriersOnly);
    await customer.get(`/api/admin/carriers/${owner.id}/documents/${doc.id}`).expect(403);
    await t.agent().get('/api/carrier/documents').expect(401);

    const staff = await binary(admin.get(`/api/admin/carriers/${owner.id}/documents/${doc.id}`)).expect(200);
    expect(Buffer.compare(staff.body as Buffer, PDF)).toBe(0);
    await admin.get(`/api/admin/carriers/${stranger.id}/documents/${doc.id}`).expect(404);
    const listed = await admin.get('/api/admin/carriers').query({ search: 'ownerco' }).expect(200);
    expect(listed.body[0].carrierDocuments).toEqual([
      expect.objectContaining({ id: doc.id, type: 'coi', liabilityExpiresOn: inDays(90), cargoExpiresOn: inDays(120), expiresOn: inDays(90), review: 'submitted' }),
    ]);
    expect(listed.body[0].insuranceDueAt).toBeUndefined();
  });
});

describe('insurance expiry', () => {
  const reminders = (carrierId: number) => MailMessage.find({ kind: { $in: ['carrier.insurance-expiring', 'staff.carrier-insurance-expiring'] }, 'source.id': carrierId }).lean();
  const suspensionMail = (email: string) => MailMessage.find({ kind: 'carrier.status-changed', to: email, subject: /^Suspended/ }).lean();

  it('reminds the carrier and staff once, 30 days ahead of the first policy to expire, naming it, then suspends the carrier on its date until a new COI is verified', async () => {
    const carrier = await signedInCarrier('lapseco');
    const liability = inDays(45);
    const cargo = inDays(200);
    const doc = (await upload(carrier.agent, PDF, coiOn(liability, cargo)).expect(201)).body.documents[0] as Doc;
    await upload(carrier.agent, PNG, { type: 'w9' }, 'w9.png').expect(201);
    await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(200);
    const remindAt = reminderDueAt(liability).getTime();
    const date = formatCalendarDate(liability);

    expect(await runInsuranceExpiry(new Date(remindAt - 1_000))).toEqual({ reminded: 0, suspended: 0 });
    expect(await reminders(carrier.id)).toHaveLength(0);

    // Two API processes' jobs at once, then again later (a restart): one reminder each, ever.
    const runs = await Promise.all([runInsuranceExpiry(new Date(remindAt)), runInsuranceExpiry(new Date(remindAt + 1_000))]);
    expect(runs.reduce((n, run) => n + run.reminded, 0)).toBeGreaterThanOrEqual(1);
    await runInsuranceExpiry(new Date(remindAt + 86_400_000));
    const sent = await reminders(carrier.id);
    expect(sent.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['carrier.insurance-expiring', carrier.email],
      ['staff.carrier-insurance-expiring', OPERATIONS_EMAIL],
    ].sort());
    expect(sent.map((m) => m._id).sort()).toEqual([`insurance-expiring:${doc.id}:carrier`, `insurance-expiring:${doc.id}:staff`]);
    // Both emails name the policy that expires and its date; the cargo policy's later date follows.
    const toCarrier = sent.find((m) => m.kind === 'carrier.insurance-expiring')!;
    expect(toCarrier.subject).toBe(`Action needed: your auto liability policy expires on ${date}`);
    expect(toCarrier.text).toContain(`the auto liability policy on the certificate of insurance we hold for lapseco Haulers (USDOT ${nextDot}) expires on ${date}`);
    const toStaff = sent.find((m) => m.kind === 'staff.carrier-insurance-expiring')!;
    expect(toStaff.subject).toBe(`Auto liability policy expires on ${date}: lapseco Haulers`);
    expect(toStaff.text).toContain(`The auto liability policy on the certificate of insurance of lapseco Haulers (USDOT ${nextDot}) expires on ${date}.`);
    for (const mail of sent) {
      expect(mail.subject).not.toContain('cargo');
      expect(mail.text).toContain(`Its cargo policy expires later, on ${formatCalendarDate(cargo)}.`);
    }
    expect((await User.findOne({ id: carrier.id }).lean())?.carrierStatus).toBe('verified');

    // The day before: still verified. On the expiry date: suspended by "system", with the reason.
    const expireAt = expiredAt(liability).getTime();
    expect((await runInsuranceExpiry(new Date(expireAt - 1_000))).suspended).toBe(0);
    expect(await runInsuranceExpiry(new Date(expireAt))).toEqual({ reminded: 0, suspended: 1 });
    expect(await runInsuranceExpiry(new Date(expireAt + 60_000))).toEqual({ reminded: 0, suspended: 0 });
    const stored = await User.findOne({ id: carrier.id }).lean();
    const reason = CARRIER_DOCUMENT_MESSAGES.expiredReason({ policies: ['liability'], expiresOn: liability });
    expect(reason).toBe(`The auto liability policy on the certificate of insurance expired on ${date}`);
    expect(stored?.carrierStatus).toBe('suspended');
    expect(stored?.carrierStatusHistory?.at(-1)).toMatchObject({ status: 'suspended', by: 'system', reason });
    expect(stored?.carrierStatusHistory?.filter((h) => h.status === 'suspended')).toHaveLength(1);
    const suspendedMail = await suspensionMail(carrier.email);
    expect(suspendedMail).toHaveLength(1);
    expect(suspendedMail[0].text).toContain(reason);

    // Staff cannot verify it again on the expired certificate; a new one lets them.
    const refused = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(409);
    expect(refused.body.message).toBe(`The auto liability policy on the certificate of insurance expired on ${date}: the carrier must upload a new certificate before it can be verified`);
    await upload(carrier.agent, PDF, coiOn(inDays(400), cargo)).expect(201);
    const verified = await admin.post(`/api/admin/carriers/${carrier.id}/verify`).send({}).expect(200);
    expect(verified.body.carrierStatus).toBe('verified');
    expect(verified.body.carrierDocuments).toEqual([expect.objectContaining({ type: 'w9', review: 'accepted' }), expect.objectContaining({ liabilityExpiresOn: inDays(400), cargoExpiresOn: cargo, expiresOn: cargo, review: 'accepted' })]);
  });

  it('follows the cargo policy when it expires first, and names both policies when they expire the same day', async () => {
    const cargoFirst = await signedInCarrier('cargofirstco');
    const cargo = inDays(40);
    await upload(cargoFirst.agent, PDF, coiOn(inDays(300), cargo)).expect(201);
    expect(await runInsuranceExpiry(new Date(reminderDueAt(cargo).getTime()))).toMatchObject({ reminded: 1 });
    const cargoMail = await reminders(cargoFirst.id);
    expect(cargoMail.map((m) => m.subject).sort()).toEqual([`Action needed: your cargo policy expires on ${formatCalendarDate(cargo)}`, `Cargo policy expires on ${formatCalendarDate(cargo)}: cargofirstco Haulers`]);
    for (const mail of cargoMail) expect(mail.text).toContain(`Its auto liability policy expires later, on ${formatCalendarDate(inDays(300))}.`);
    expect(await runInsuranceExpiry(new Date(expiredAt(cargo).getTime()))).toMatchObject({ suspended: 1 });
    expect((await suspensionMail(cargoFirst.email))[0].text).toContain(`The cargo policy on the certificate of insurance expired on ${formatCalendarDate(cargo)}`);

    const sameDay = await signedInCarrier('samedayco');
    const both = inDays(50);
    await upload(sameDay.agent, PDF, coiOn(both, both)).expect(201);
    await runInsuranceExpiry(new Date(reminderDueAt(both).getTime()));
    const bothMail = await reminders(sameDay.id);
    expect(bothMail.map((m) => m.subject).sort()).toEqual([`Action needed: your auto liability and cargo policies expire on ${formatCalendarDate(both)}`, `Auto liability and cargo policies expire on ${formatCalendarDate(both)}: samedayco Haulers`]);
    for (const mail of bothMail) expect(mail.text).not.toContain('expires later');
    await runInsuranceExpiry(new Date(expiredAt(both).getTime()));
    const stored = await User.findOne({ id: sameDay.id }).lean();
    expect(stored?.carrierStatusHistory?.at(-1)?.reason).toBe(`The auto liability and cargo policies on the certificate of insurance expired on ${formatCalendarDate(both)}`);
  });

  it('shows, reminds and expires a certificate stored with its one date before the two policies, as the date of both', async () => {
    const carrier = await signedInCarrier('legacyco');
    const expiresOn = inDays(35);
    const doc = (await upload(carrier.agent, PDF, coiOn(expiresOn)).expect(201)).body.documents[0] as Doc;
    // As an earlier version stored it: one date, no policies' dates.
    await User.updateOne({ id: carrier.id }, { $unset: { 'carrierDocuments.0.liabilityExpiresOn': '', 'carrierDocuments.0.cargoExpiresOn': '' } });
    const listed = (await carrier.agent.get('/api/carrier/documents').expect(200)).body as Doc[];
    expect(listed).toEqual([expect.objectContaining({ id: doc.id, expiresOn })]);
    expect(listed[0].liabilityExpiresOn).toBeUndefined();
    const forStaff = (await admin.get('/api/admin/carriers').query({ search: 'legacyco' }).expect(200)).body[0].carrierDocuments as Doc[];
    expect(forStaff).toEqual([expect.objectContaining({ id: doc.id, expiresOn })]);

    expect(await runInsuranceExpiry(new Date(reminderDueAt(expiresOn).getTime()))).toMatchObject({ reminded: 1 });
    expect((await reminders(carrier.id)).map((m) => m.subject)).toContain(`Action needed: your auto liability and cargo policies expire on ${formatCalendarDate(expiresOn)}`);
    expect(await runInsuranceExpiry(new Date(expiredAt(expiresOn).getTime()))).toMatchObject({ suspended: 1 });
    const stored = await User.findOne({ id: carrier.id }).lean();
    expect(stored?.carrierStatus).toBe('suspended');
    expect(stored?.carrierStatusHistory?.at(-1)?.reason).toBe(`The auto liability and cargo policies on the certificate of insurance expired on ${formatCalendarDate(expiresOn)}`);
  });

  it('owes a document both steps after a long stop: the reminder and the suspension in one run', async () => {
    const carrier = await signedInCarrier('downco');
    const expiresOn = inDays(10);
    await upload(carrier.agent, PDF, coiOn(inDays(90), expiresOn)).expect(201);
    expect(await runInsuranceExpiry(new Date(expiredAt(expiresOn).getTime() + 3_600_000))).toEqual({ reminded: 1, suspended: 1 });
    expect((await User.findOne({ id: carrier.id }).lean())?.carrierStatus).toBe('suspended');
  });
});

describe('FMCSA look-up', () => {
  let fake: http.Server;
  let answer: (res: http.ServerResponse, url: URL) => void;
  const asked: string[] = [];
  const config = () => t.app.locals.config as Config;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      asked.push(url.pathname + url.search);
      answer(res, url);
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });
  afterEach(() => {
    config().fmcsa = { webKey: undefined, baseUrl: 'https://mobile.fmcsa.dot.gov/qc/services/carriers', timeoutMs: 5_000 };
  });
  const useFake = (timeoutMs = 5_000) => {
    config().fmcsa = { webKey: 'test-key', baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}/qc/services/carriers`, timeoutMs };
  };

  it('says "not checked" when no web key is configured, asking nobody', async () => {
    const carrier = await signedInCarrier('unchecked');
    const res = await admin.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(200);
    expect(res.body).toEqual({ checked: false, reason: 'not-configured', message: 'FMCSA look-up not configured' });
    expect(asked).toEqual([]);
    expect((await User.findOne({ id: carrier.id }).lean())?.authorityCheck).toBeUndefined();
    // The look-up is a POST (it is kept): a GET is no route, and staff only.
    await admin.get(`/api/admin/carriers/${carrier.id}/fmcsa`).expect(404);
    await carrier.agent.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(403);
  });

  it('reports FMCSA\'s legal name, operating status and allowed-to-operate, asked with the key and the USDOT number', async () => {
    const carrier = await signedInCarrier('checked');
    useFake();
    answer = (res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ content: { carrier: { legalName: 'CHECKED HAULERS LLC', dbaName: null, statusCode: 'A', allowedToOperate: 'Y' } } }));
    };
    const res = await admin.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(200);
    expect(res.body).toMatchObject({ checked: true, found: true, legalName: 'CHECKED HAULERS LLC', operatingStatus: 'Active', allowedToOperate: true, dotNumber: String(nextDot) });
    expect(asked.at(-1)).toBe(`/qc/services/carriers/${nextDot}?webKey=test-key`);
    // Kept as the carrier's authority check: its checklist reads it with its account.
    const check = (await carrier.agent.get('/api/user').expect(200)).body.authorityCheck;
    expect(check).toEqual({ by: 'fmcsa', at: res.body.checkedAt, found: true, allowedToOperate: true, legalName: 'CHECKED HAULERS LLC' });

    answer = (res) => res.end(JSON.stringify({ content: { carrier: { legalName: 'OUT OF SERVICE INC', statusCode: 'I', allowedToOperate: 'N' } } }));
    expect((await admin.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(200)).body).toMatchObject({ operatingStatus: 'Inactive', allowedToOperate: false });
    expect((await User.findOne({ id: carrier.id }).lean())?.authorityCheck).toMatchObject({ by: 'fmcsa', found: true, allowedToOperate: false });
    answer = (res) => res.end(JSON.stringify({ content: null }));
    expect((await admin.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(200)).body).toMatchObject({ checked: true, found: false, message: FMCSA_MESSAGES.notFound });
    expect((await User.findOne({ id: carrier.id }).lean())?.authorityCheck).toMatchObject({ by: 'fmcsa', found: false, allowedToOperate: false });
  });

  it('checks a new carrier\'s USDOT number with FMCSA when it registers, after the answer, when the look-up is configured', async () => {
    useFake();
    answer = (res) => res.end(JSON.stringify({ content: { carrier: { legalName: 'NEWLY REGISTERED LLC', statusCode: 'A', allowedToOperate: 'Y' } } }));
    const agent = t.agent();
    const carrierInfo = { dotNumber: '8299001', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };
    const registered = await agent.post('/api/register').send({ firstName: 'New', lastName: 'Hauler', username: 'carrier_newreg', email: 'newreg@haulers.example', companyName: 'Newreg Haulers', password: 'secret1', accountType: 'carrier', carrierInfo }).expect(201);
    await backgroundWritesSettled();
    expect(asked.at(-1)).toBe('/qc/services/carriers/8299001?webKey=test-key');
    expect((await agent.get('/api/user').expect(200)).body.authorityCheck).toMatchObject({ by: 'fmcsa', found: true, allowedToOperate: true, legalName: 'NEWLY REGISTERED LLC' });
    expect(registered.body.user.id).toBeGreaterThan(0);
  });

  it('says clearly when FMCSA does not answer in time, errs or cannot be reached, never that it checked', async () => {
    const carrier = await signedInCarrier('failing');
    useFake(300);
    answer = (res) => setTimeout(() => res.end('{}'), 2_000).unref();
    expect((await admin.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(200)).body).toEqual({ checked: false, reason: 'failed', message: FMCSA_MESSAGES.timeout });
    answer = (res) => {
      res.statusCode = 500;
      res.end('oops');
    };
    expect((await admin.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(200)).body).toEqual({ checked: false, reason: 'failed', message: FMCSA_MESSAGES.failed });
    config().fmcsa = { webKey: 'test-key', baseUrl: 'http://127.0.0.1:9/qc/services/carriers', timeoutMs: 1_000 };
    expect((await admin.post(`/api/admin/carriers/${carrier.id}/fmcsa`).send({}).expect(200)).body).toEqual({ checked: false, reason: 'failed', message: FMCSA_MESSAGES.failed });
    await admin.post('/api/admin/carriers/999999/fmcsa').send({}).expect(404);
  });
});
