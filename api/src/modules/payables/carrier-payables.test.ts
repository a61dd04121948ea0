import { addDays, CARRIER_WAITING_TEXTS, easternDate, PAYABLE_MESSAGES, type PayableView, type QuickPayQuote } from '@freight/domain';
import { addFederalBusinessDays, BILLING_MESSAGES } from '@freight/domain/billing';
import { storedFile, storedFilesOf, User } from '../../store/testing';
import { PDF_FILE } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { deliveredLoad, payableOfShipment, payment, readyPayable, scheduledPayable, type TestCarrier, verifiedCarrier } from '../../test/payable-fixtures';

const t = useTestApp();
let admin: Agent;
let customer: Agent;
let carrier: TestCarrier;
let rival: TestCarrier;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
  carrier = await verifiedCarrier(t);
  rival = await verifiedCarrier(t);
});

async function waitingPayable(c: TestCarrier = carrier): Promise<PayableView> {
  const shipment = await deliveredLoad(admin, customer, c);
  return (await payableOfShipment(admin, shipment.id))!;
}

const upload = (c: TestCarrier, id: number, data: Buffer, query: object = { number: 'INV-7781', invoiceDate: easternDate() }) =>
  c.agent.post(`/api/carrier/payables/${id}/invoice-file`).query(query).set('Content-Type', 'application/octet-stream').set('X-File-Name', 'our-invoice.pdf').send(data);

describe("a carrier's own pay", () => {
  it('lists only its own payables, newest first, paged with the total, and reads one; another carrier gets 404 and sees nothing of it', async () => {
    const first = await waitingPayable();
    const second = await waitingPayable();
    const theirs = await waitingPayable(rival);

    const res = await carrier.agent.get('/api/carrier/payables?limit=1').expect(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect((res.body as PayableView[]).map((p) => p.id)).toEqual([second.id]);
    expect(((await carrier.agent.get('/api/carrier/payables').expect(200)).body as PayableView[]).map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await carrier.agent.get(`/api/carrier/payables/${first.id}`).expect(200)).body).toMatchObject({ id: first.id, status: 'delivered', balanceCents: 150000, waitingFor: [CARRIER_WAITING_TEXTS.invoice] });

    for (const res of [
      await carrier.agent.get(`/api/carrier/payables/${theirs.id}`),
      await carrier.agent.post(`/api/carrier/payables/${theirs.id}/invoice`).send({ method: 'rate-confirmation' }),
      await carrier.agent.get(`/api/carrier/payables/${theirs.id}/quick-pay`),
      await carrier.agent.post(`/api/carrier/payables/${theirs.id}/quick-pay`).send({ feeCents: 3000 }),
      await upload(carrier, theirs.id, PDF_FILE),
    ]) {
      expect([res.status, res.body.message]).toEqual([404, PAYABLE_MESSAGES.notFound]);
      expect(JSON.stringify(res.body)).not.toContain(rival.companyName);
    }
    expect((await payableOfShipment(admin, theirs.shipmentId))!.carrierInvoice).toBeNull();
  });

  it('refuses customers (403) and visitors (401), never showing a carrier’s pay', async () => {
    const payable = await waitingPayable();
    for (const res of [await customer.get('/api/carrier/payables'), await customer.get(`/api/carrier/payables/${payable.id}`), await admin.get(`/api/carrier/payables/${payable.id}`)]) {
      expect([res.status, res.body.message]).toEqual([403, PAYABLE_MESSAGES.carriersOnly]);
    }
    await t.agent().get('/api/carrier/payables').expect(401);
  });

  it('still shows a suspended carrier what it is owed', async () => {
    const suspended = await verifiedCarrier(t);
    const payable = await waitingPayable(suspended);
    await User.updateOne({ id: suspended.id }, { $set: { carrierStatus: 'suspended' }, $inc: { __v: 1 } });
    expect(((await suspended.agent.get('/api/carrier/payables').expect(200)).body as PayableView[]).map((p) => p.id)).toEqual([payable.id]);
  });

  it("shows the carrier its holds' reasons and its payments, never staff's notes or names", async () => {
    const payable = await scheduledPayable(admin, customer, carrier, '800.00');
    await admin.post(`/api/admin/payables/${payable.id}/holds`).send({ reason: 'open_claim', note: 'Consignee says 2 cartons crushed' }).expect(201);
    const held = (await carrier.agent.get(`/api/carrier/payables/${payable.id}`).expect(200)).body as PayableView;
    expect(held.waitingFor).toEqual(['On hold: Open claim']);
    expect(held.holds).toEqual([{ reason: 'open_claim', placedAt: expect.any(String) }]);
    expect(JSON.stringify(held)).not.toContain('crushed');
    await admin.post(`/api/admin/payables/${payable.id}/release`).send({ reason: 'open_claim' }).expect(200);
    await admin.post(`/api/admin/payables/${payable.id}/payments`).send(payment('800.00', 'CHK-5531')).expect(201);
    const paid = (await carrier.agent.get(`/api/carrier/payables/${payable.id}`).expect(200)).body as PayableView;
    expect(paid).toMatchObject({ status: 'paid', balanceCents: 0, payments: [{ amountCents: 80000, paidOn: easternDate(), method: 'ach', reference: 'CHK-5531', recordedAt: expect.any(String) }] });
    expect(paid.payments[0]).not.toHaveProperty('recordedBy');
  });
});

describe("the carrier's invoice", () => {
  it('takes the rate confirmation as the invoice in one click, numbered as the load and dated today, once', async () => {
    const payable = await waitingPayable();
    const res = await carrier.agent.post(`/api/carrier/payables/${payable.id}/invoice`).send({ method: 'rate-confirmation' }).expect(201);
    expect(res.body.message).toBe(PAYABLE_MESSAGES.invoiceSubmitted(payable.shipmentNumber));
    expect(res.body.payable).toMatchObject({ status: 'ready', carrierInvoice: { method: 'rate-confirmation', number: payable.shipmentNumber, invoiceDate: easternDate(), file: null } });
    await carrier.agent.post(`/api/carrier/payables/${payable.id}/invoice`).send({ method: 'rate-confirmation' }).expect(200);
    expect((await carrier.agent.post(`/api/carrier/payables/${payable.id}/invoice`).send({ method: 'upload' }).expect(400)).body.errors.method).toBe(PAYABLE_MESSAGES.invoiceMethodInvalid);
  });

  it('takes its own PDF with its number and date, keeps the file for both sides, and replaces an earlier one', async () => {
    const payable = await waitingPayable();
    const res = await upload(carrier, payable.id, PDF_FILE, { number: 'BT-2026-118', invoiceDate: addDays(easternDate(), -2) }).expect(201);
    expect(res.body.payable).toMatchObject({ status: 'ready', carrierInvoice: { method: 'upload', number: 'BT-2026-118', invoiceDate: addDays(easternDate(), -2), file: { name: 'our-invoice.pdf', size: PDF_FILE.length } } });
    expect(await storedFilesOf(`payables:${payable.id}:invoice`)).toBe(1);
    const own = await carrier.agent.get(`/api/carrier/payables/${payable.id}/invoice-file`).buffer(true).expect(200);
    expect([own.headers['content-type'], Buffer.compare(own.body as Buffer, PDF_FILE)]).toEqual(['application/pdf', 0]);
    await admin.get(`/api/admin/payables/${payable.id}/invoice-file`).expect(200);
    await rival.agent.get(`/api/carrier/payables/${payable.id}/invoice-file`).expect(404);

    await upload(carrier, payable.id, Buffer.concat([PDF_FILE, Buffer.from('v2')]), { number: 'BT-2026-118A', invoiceDate: easternDate() }).expect(201);
    expect(await storedFilesOf(`payables:${payable.id}:invoice`)).toBe(1);
  });

  it.each([
    ['a PNG image', PNG, 415, PAYABLE_MESSAGES.invoiceNotPdf],
    ['a text file named .pdf', Buffer.from('not really a pdf at all'), 415, PAYABLE_MESSAGES.invoiceNotPdf],
    ['an empty file', Buffer.alloc(0), 400, PAYABLE_MESSAGES.invoiceEmpty],
  ])('refuses %s by its content, storing nothing', async (_, data, status, message) => {
    const payable = await waitingPayable();
    const res = await upload(carrier, payable.id, data).expect(status);
    expect(res.body.message).toBe(message);
    expect(await storedFilesOf(`payables:${payable.id}:invoice`)).toBe(0);
    expect((await carrier.agent.get(`/api/carrier/payables/${payable.id}`).expect(200)).body.carrierInvoice).toBeNull();
  });

  it.each([
    [{ number: '', invoiceDate: '2026-01-05' }, 'number', PAYABLE_MESSAGES.invoiceNumberInvalid],
    [{ number: '=HYPERLINK("x")', invoiceDate: '2026-01-05' }, 'number', PAYABLE_MESSAGES.invoiceNumberInvalid],
    [{ number: 'INV-1', invoiceDate: '2026-13-01' }, 'invoiceDate', PAYABLE_MESSAGES.invoiceDateInvalid],
    [{ number: 'INV-1', invoiceDate: addDays(easternDate(), 1) }, 'invoiceDate', PAYABLE_MESSAGES.invoiceDateFuture],
  ])('refuses the details %j with 400 on %s', async (query, field, message) => {
    const payable = await waitingPayable();
    expect((await upload(carrier, payable.id, PDF_FILE, query).expect(400)).body.errors[field]).toBe(message);
    expect(await storedFilesOf(`payables:${payable.id}:invoice`)).toBe(0);
  });

  it('refuses a new invoice once the payable is scheduled (409), storing no file', async () => {
    const payable = await scheduledPayable(admin, customer, carrier);
    expect((await upload(carrier, payable.id, PDF_FILE).expect(409)).body.message).toBe(PAYABLE_MESSAGES.invoiceLocked('scheduled'));
    expect(await storedFilesOf(`payables:${payable.id}:invoice`)).toBe(0);
    await carrier.agent.post(`/api/carrier/payables/${payable.id}/invoice`).send({ method: 'rate-confirmation' }).expect(200);
  });

  it('answers 404 for the file of a one-click invoice', async () => {
    const payable = await readyPayable(admin, customer, carrier);
    expect((await carrier.agent.get(`/api/carrier/payables/${payable.id}/invoice-file`).expect(404)).body.message).toBe(PAYABLE_MESSAGES.invoiceFileMissing);
    expect(await storedFile('0'.repeat(24))).toBeNull();
  });
});

describe('quick pay', () => {
  it('shows the fee and the net first, takes the request only at the fee shown, and fixes it on the payable', async () => {
    const payable = await readyPayable(admin, customer, carrier, '1,234.57');
    const quote = (await carrier.agent.get(`/api/carrier/payables/${payable.id}/quick-pay`).expect(200)).body as QuickPayQuote;
    // 2 % of $1,234.57 is 2469.14 cents: $24.69.
    expect(quote).toEqual({ feePercent: 2, amountCents: 123457, feeCents: 2469, netCents: 120988, payBy: addFederalBusinessDays(easternDate(), 2) });

    const stale = await carrier.agent.post(`/api/carrier/payables/${payable.id}/quick-pay`).send({ feeCents: 2000 }).expect(409);
    expect(stale.body.message).toBe(PAYABLE_MESSAGES.quickPayFeeChanged(2469));
    expect((await carrier.agent.get(`/api/carrier/payables/${payable.id}`).expect(200)).body.quickPay).toBeNull();

    const res = await carrier.agent.post(`/api/carrier/payables/${payable.id}/quick-pay`).send({ feeCents: 2469 }).expect(201);
    expect(res.body.message).toBe('Quick pay requested: you are paid $1,209.88 (after the $24.69 fee) within 2 business days of approval.');
    expect(res.body.payable).toMatchObject({ quickPay: { feePercent: 2, feeCents: 2469 }, netCents: 120988, balanceCents: 120988, expectedPayDate: addFederalBusinessDays(easternDate(), 2) });
    expect((await carrier.agent.post(`/api/carrier/payables/${payable.id}/quick-pay`).send({ feeCents: 2469 }).expect(200)).body.message).toBe(PAYABLE_MESSAGES.quickPayAlreadyRequested);
    expect((await admin.get(`/api/admin/payables?quickPay=true&carrierId=${carrier.id}`).expect(200)).body.map((p: PayableView) => p.id)).toContain(payable.id);
  });

  it.each(['scheduled', 'paid'] as const)('is refused once the payable is %s (409)', async (status) => {
    const payable = await scheduledPayable(admin, customer, carrier, '500.00');
    if (status === 'paid') await admin.post(`/api/admin/payables/${payable.id}/payments`).send(payment('500.00', 'ACH-QP')).expect(201);
    const message = BILLING_MESSAGES.quickPayTooLate(status);
    expect((await carrier.agent.get(`/api/carrier/payables/${payable.id}/quick-pay`).expect(409)).body.message).toBe(message);
    expect((await carrier.agent.post(`/api/carrier/payables/${payable.id}/quick-pay`).send({ feeCents: 1000 }).expect(409)).body.message).toBe(message);
    expect((await carrier.agent.get(`/api/carrier/payables/${payable.id}`).expect(200)).body.quickPay).toBeNull();
  });

  it('refuses a request without the fee shown (400)', async () => {
    const payable = await readyPayable(admin, customer, carrier);
    expect((await carrier.agent.post(`/api/carrier/payables/${payable.id}/quick-pay`).send({}).expect(400)).body.errors.feeCents).toBe(PAYABLE_MESSAGES.quickPayFeeInvalid);
  });
});

describe('carrier pay settings', () => {
  afterAll(async () => {
    await admin.put('/api/admin/carrier-pay-settings').send({ quickPayFeePercent: 2, carrierTermsDays: 30 }).expect(200);
  });

  it('start at 2 % and Net 30, refuse what is not a setting, and apply to new requests and new payables only', async () => {
    expect((await admin.get('/api/admin/carrier-pay-settings').expect(200)).body).toEqual({ quickPayFeePercent: 2, carrierTermsDays: 30 });
    const requested = await readyPayable(admin, customer, carrier, '1,000.00');
    const quote = (await carrier.agent.get(`/api/carrier/payables/${requested.id}/quick-pay`).expect(200)).body as QuickPayQuote;
    await carrier.agent.post(`/api/carrier/payables/${requested.id}/quick-pay`).send({ feeCents: quote.feeCents }).expect(201);
    const before = await readyPayable(admin, customer, carrier, '1,000.00');

    for (const [body, field] of [
      [{ quickPayFeePercent: 10.5, carrierTermsDays: 30 }, 'quickPayFeePercent'],
      [{ quickPayFeePercent: 2.555, carrierTermsDays: 30 }, 'quickPayFeePercent'],
      [{ quickPayFeePercent: -1, carrierTermsDays: 30 }, 'quickPayFeePercent'],
      [{ quickPayFeePercent: 2, carrierTermsDays: 1.5 }, 'carrierTermsDays'],
      [{ quickPayFeePercent: 2, carrierTermsDays: 121 }, 'carrierTermsDays'],
    ] as const) {
      const res = await admin.put('/api/admin/carrier-pay-settings').send(body).expect(400);
      expect(res.body.errors[field]).toBe(field === 'carrierTermsDays' ? PAYABLE_MESSAGES.termsDaysInvalid : PAYABLE_MESSAGES.feePercentInvalid);
    }
    expect((await admin.get('/api/admin/carrier-pay-settings').expect(200)).body).toEqual({ quickPayFeePercent: 2, carrierTermsDays: 30 });
    await customer.put('/api/admin/carrier-pay-settings').send({ quickPayFeePercent: 0, carrierTermsDays: 0 }).expect(403);

    const saved = await admin.put('/api/admin/carrier-pay-settings').send({ quickPayFeePercent: 3.25, carrierTermsDays: 45 }).expect(200);
    expect(saved.body).toEqual({ message: PAYABLE_MESSAGES.settingsSaved, settings: { quickPayFeePercent: 3.25, carrierTermsDays: 45 } });

    // The fee asked for before stays; a new request pays the new one; payables made before keep Net 30.
    expect((await carrier.agent.get(`/api/carrier/payables/${requested.id}`).expect(200)).body.quickPay).toMatchObject({ feePercent: 2, feeCents: 2000 });
    expect((await carrier.agent.get(`/api/carrier/payables/${before.id}/quick-pay`).expect(200)).body).toMatchObject({ feePercent: 3.25, feeCents: 3250, netCents: 96750 });
    expect((await admin.post(`/api/admin/payables/${before.id}/schedule`).send({}).expect(200)).body.payable.payDate).toBe(addDays(easternDate(), 30));
    const after = await readyPayable(admin, customer, carrier, '1,000.00');
    expect(after.terms).toEqual({ kind: 'net', days: 45 });
    expect((await admin.post(`/api/admin/payables/${after.id}/schedule`).send({}).expect(200)).body.payable.payDate).toBe(addDays(easternDate(), 45));
  });
});
