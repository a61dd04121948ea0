import { addDays, easternDate, PAYABLE_MESSAGES, type PayableBatchAnswer, type PayableView } from '@freight/domain';
import { addFederalBusinessDays, BILLING_MESSAGES } from '@freight/domain/billing';
import { backgroundWritesSettled } from '../../core/background-writes';
import { AuditLog, MailMessage } from '../../store/testing';
import { type Agent, useTestApp } from '../../test/harness';
import { deliveredLoad, payableOfShipment, payment, readyPayable, scheduledPayable, type TestCarrier, verifiedCarrier } from '../../test/payable-fixtures';

const t = useTestApp();
let admin: Agent;
let customer: Agent;
let carrier: TestCarrier;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
  carrier = await verifiedCarrier(t);
});

const read = async (id: number) => (await admin.get(`/api/admin/payables/${id}`).expect(200)).body as PayableView;
const pay = (id: number, body: object) => admin.post(`/api/admin/payables/${id}/payments`).send(body);
const auditActions = async (id: number) => (await AuditLog.find({ entity: 'payable', entityId: id }).sort({ id: 1 }).lean()).map((entry) => entry.action);

describe('accessorials', () => {
  it('adds a line staff approve to the amount the carrier is owed, and records who approved it', async () => {
    const payable = await readyPayable(admin, customer, carrier, '1,500.00');
    const res = await admin.post(`/api/admin/payables/${payable.id}/accessorials`).send({ kind: 'detention', description: '3 hours at the consignee', amount: '$75.00' }).expect(201);
    expect(res.body.message).toBe('Detention of $75.00 approved.');
    expect(res.body.payable).toMatchObject({ status: 'ready', amountCents: 157500, netCents: 157500, balanceCents: 157500 });
    expect(res.body.payable.accessorials).toEqual([expect.objectContaining({ kind: 'detention', description: '3 hours at the consignee', amountCents: 7500, approvedBy: expect.objectContaining({ userId: expect.any(Number) }) })]);
    expect(await auditActions(payable.id)).toEqual(['approve-accessorial']);
  });

  it.each([
    [{ kind: 'fuel', description: 'Fuel surcharge', amount: '50' }, 'kind', PAYABLE_MESSAGES.accessorialKindInvalid],
    [{ kind: 'lumper', description: ' ', amount: '50' }, 'description', PAYABLE_MESSAGES.accessorialDescription],
    [{ kind: 'lumper', description: 'Unloading', amount: 'fifty' }, 'amount', PAYABLE_MESSAGES.amountInvalid],
    [{ kind: 'lumper', description: 'Unloading', amount: '0.00' }, 'amount', PAYABLE_MESSAGES.accessorialNotPositive],
  ])('refuses %j with 400 on %s, changing nothing', async (body, field, message) => {
    const payable = await readyPayable(admin, customer, carrier);
    const res = await admin.post(`/api/admin/payables/${payable.id}/accessorials`).send(body).expect(400);
    expect(res.body.errors[field]).toBe(message);
    expect((await read(payable.id)).accessorials).toEqual([]);
  });

  it('refuses an accessorial once the payable is scheduled (409): its amount is fixed for the pay run', async () => {
    const payable = await scheduledPayable(admin, customer, carrier);
    const res = await admin.post(`/api/admin/payables/${payable.id}/accessorials`).send({ kind: 'layover', description: 'Night at the dock', amount: '250' }).expect(409);
    expect(res.body.message).toBe(BILLING_MESSAGES.accessorialAfterScheduling('scheduled'));
  });
});

describe('holds', () => {
  it('takes a ready payable back to Delivered while held, refuses to schedule it with the reason, and makes it ready again when released', async () => {
    const payable = await readyPayable(admin, customer, carrier);
    const held = await admin.post(`/api/admin/payables/${payable.id}/holds`).send({ reason: 'open_claim', note: 'Damaged pallet' }).expect(201);
    expect(held.body.message).toBe('Put on hold: Open claim.');
    expect(held.body.payable).toMatchObject({ status: 'delivered', waitingFor: ['Open claim: Damaged pallet'], holds: [expect.objectContaining({ reason: 'open_claim', note: 'Damaged pallet' })] });

    const refused = await admin.post(`/api/admin/payables/${payable.id}/schedule`).send({}).expect(409);
    expect(refused.body.message).toBe('This payable is not ready to pay: Open claim: Damaged pallet.');
    expect((await read(payable.id)).status).toBe('delivered');

    expect((await admin.post(`/api/admin/payables/${payable.id}/holds`).send({ reason: 'open_claim', note: 'Again' }).expect(409)).body.message).toBe(PAYABLE_MESSAGES.holdAlready('Open claim'));
    const released = await admin.post(`/api/admin/payables/${payable.id}/release`).send({ reason: 'open_claim' }).expect(200);
    expect(released.body).toMatchObject({ message: 'Hold released: Open claim.', payable: { status: 'ready', holds: [], waitingFor: [] } });
    expect((await admin.post(`/api/admin/payables/${payable.id}/release`).send({ reason: 'open_claim' }).expect(409)).body.message).toBe(PAYABLE_MESSAGES.holdNotPlaced('Open claim'));
    expect(await auditActions(payable.id)).toEqual(['hold', 'release-hold']);
  });

  it.each([
    [{ reason: 'late', note: 'Late delivery' }, 'reason', PAYABLE_MESSAGES.holdReasonInvalid],
    [{ reason: 'missing_pod' }, 'note', PAYABLE_MESSAGES.holdNote],
    [{ reason: 'missing_pod', note: 'x' }, 'note', PAYABLE_MESSAGES.holdNote],
  ])('refuses a hold %j with 400 on %s', async (body, field, message) => {
    const payable = await readyPayable(admin, customer, carrier);
    expect((await admin.post(`/api/admin/payables/${payable.id}/holds`).send(body).expect(400)).body.errors[field]).toBe(message);
    expect((await read(payable.id)).holds).toEqual([]);
  });

  it('keeps a held scheduled payable in its pay run but refuses its payment until the hold is released', async () => {
    const payable = await scheduledPayable(admin, customer, carrier);
    await admin.post(`/api/admin/payables/${payable.id}/holds`).send({ reason: 'documents_expired', note: 'COI renewal pending' }).expect(201);
    expect((await read(payable.id)).status).toBe('scheduled');
    const refused = await pay(payable.id, payment('1,500.00', 'ACH-HELD')).expect(409);
    expect(refused.body.message).toBe('This payable is not ready to pay: Carrier documents expired: COI renewal pending.');
    expect((await read(payable.id)).payments).toEqual([]);
    await admin.post(`/api/admin/payables/${payable.id}/release`).send({ reason: 'documents_expired' }).expect(200);
    await pay(payable.id, payment('1,500.00', 'ACH-HELD')).expect(201);
  });

  it('refuses a hold on a paid payable (409)', async () => {
    const payable = await scheduledPayable(admin, customer, carrier, '900.00');
    await pay(payable.id, payment('900.00', 'ACH-PAID')).expect(201);
    expect((await admin.post(`/api/admin/payables/${payable.id}/holds`).send({ reason: 'open_claim', note: 'Too late' }).expect(409)).body.message).toBe(PAYABLE_MESSAGES.holdOnPaid);
  });
});

describe('scheduling', () => {
  it('schedules on the standard terms from the carrier invoice date, once', async () => {
    const payable = await readyPayable(admin, customer, carrier);
    const res = await admin.post(`/api/admin/payables/${payable.id}/schedule`).send({}).expect(200);
    const payDate = addDays(easternDate(), 30);
    expect(res.body).toMatchObject({ message: PAYABLE_MESSAGES.scheduled(payDate), payable: { status: 'scheduled', payDate, expectedPayDate: payDate } });
    expect((await admin.post(`/api/admin/payables/${payable.id}/schedule`).send({}).expect(409)).body.message).toBe(BILLING_MESSAGES.payableAlreadyIn('scheduled'));
    expect(await auditActions(payable.id)).toEqual(['schedule']);
  });

  it('schedules quick pay within two business days', async () => {
    const payable = await readyPayable(admin, customer, carrier, '1,000.00');
    const quote = (await carrier.agent.get(`/api/carrier/payables/${payable.id}/quick-pay`).expect(200)).body;
    await carrier.agent.post(`/api/carrier/payables/${payable.id}/quick-pay`).send({ feeCents: quote.feeCents }).expect(201);
    const res = await admin.post(`/api/admin/payables/${payable.id}/schedule`).send({}).expect(200);
    expect(res.body.payable).toMatchObject({ status: 'scheduled', payDate: addFederalBusinessDays(easternDate(), 2), quickPay: { feePercent: 2, feeCents: 2000 }, netCents: 98000 });
  });

  it('refuses to schedule a payable still waiting for the carrier invoice, with the reason', async () => {
    const shipment = await deliveredLoad(admin, customer, carrier);
    const payable = (await payableOfShipment(admin, shipment.id))!;
    const res = await admin.post(`/api/admin/payables/${payable.id}/schedule`).send({}).expect(409);
    expect(res.body.message).toBe(BILLING_MESSAGES.payableNotReady([BILLING_MESSAGES.carrierInvoiceMissing]));
  });
});

describe('payments', () => {
  it('refuses to pay a payable that is not scheduled (409) and changes nothing', async () => {
    const payable = await readyPayable(admin, customer, carrier);
    expect((await pay(payable.id, payment('1,500.00', 'ACH-EARLY')).expect(409)).body.message).toBe(BILLING_MESSAGES.payNotScheduled);
    expect(await read(payable.id)).toMatchObject({ status: 'ready', payments: [], paidCents: 0 });
  });

  it('pays in parts up to the balance, refuses an overpayment, counts a repeated reference once and emails the carrier a remittance for each payment', async () => {
    const payable = await scheduledPayable(admin, customer, carrier, '1,500.00');
    const over = await pay(payable.id, payment('1,500.01', 'ACH-1')).expect(400);
    expect(over.body.message).toBe('The payment of $1,500.01 is more than the balance of $1,500.00.');
    expect((await pay(payable.id, payment('0', 'ACH-1')).expect(400)).body.message).toBe(BILLING_MESSAGES.paymentNotPositive);

    const first = await pay(payable.id, payment('600.00', 'ACH-1')).expect(201);
    expect(first.body).toMatchObject({ message: PAYABLE_MESSAGES.paymentRecorded, payable: { status: 'scheduled', paidCents: 60000, balanceCents: 90000 } });
    const again = await pay(payable.id, payment('600.00', ' ACH-1 ')).expect(200);
    expect(again.body).toMatchObject({ message: PAYABLE_MESSAGES.paymentAlreadyRecorded, payable: { paidCents: 60000, balanceCents: 90000 } });
    expect((await pay(payable.id, payment('700.00', 'ACH-1')).expect(409)).body.message).toBe(BILLING_MESSAGES.referenceReused('ACH-1', 60000));
    expect((await pay(payable.id, payment('900.01', 'ACH-2')).expect(400)).body.message).toBe(BILLING_MESSAGES.overpayment(90001, 90000));

    const rest = await pay(payable.id, payment('900.00', 'ACH-2')).expect(201);
    expect(rest.body.payable).toMatchObject({ status: 'paid', paidCents: 150000, balanceCents: 0, expectedPayDate: null });
    expect(rest.body.payable.payments.map((p: { reference: string; amountCents: number }) => [p.reference, p.amountCents])).toEqual([['ACH-1', 60000], ['ACH-2', 90000]]);
    expect((await pay(payable.id, payment('1.00', 'ACH-3')).expect(409)).body.message).toBe(BILLING_MESSAGES.payableAlreadyPaid);

    await backgroundWritesSettled();
    const mails = await MailMessage.find({ kind: 'carrier.remittance', 'source.id': payable.id, 'source.collection': 'payables' }).sort({ createdAt: 1 }).lean();
    expect(mails.map((m) => m.to)).toEqual([carrier.email, carrier.email]);
    expect(mails[0].subject).toBe(`Payment of $600.00 from Harborline for load ${payable.shipmentNumber}`);
    expect(mails[0].text).toContain('Still to pay: $900.00');
    expect(mails[1].text).toContain('This pays the load in full.');
    expect(mails[1].text).toContain('/dashboard?tab=pay');
    expect(await auditActions(payable.id)).toEqual(['schedule', 'record-payment', 'record-payment']);
  });

  it.each([
    [{ amount: '100', paidOn: '2026-02-30', method: 'ach', reference: 'X' }, 'paidOn', PAYABLE_MESSAGES.paidOnInvalid],
    [{ amount: '100', paidOn: addDays(easternDate(), 1), method: 'ach', reference: 'X' }, 'paidOn', PAYABLE_MESSAGES.paidOnFuture],
    [{ amount: '100', paidOn: '2026-01-05', method: 'cash', reference: 'X' }, 'method', PAYABLE_MESSAGES.methodInvalid],
    [{ amount: '100', paidOn: '2026-01-05', method: 'ach', reference: '' }, 'reference', BILLING_MESSAGES.paymentReference],
    [{ amount: '1.234', paidOn: '2026-01-05', method: 'ach', reference: 'X' }, 'amount', PAYABLE_MESSAGES.amountInvalid],
  ])('refuses a payment %j with 400 on %s', async (body, field, message) => {
    const payable = await scheduledPayable(admin, customer, carrier);
    expect((await pay(payable.id, body).expect(400)).body.errors[field]).toBe(message);
    expect((await read(payable.id)).payments).toEqual([]);
  });
});

describe('the batch', () => {
  it('schedules several, answering for each with the selection total, then pays them in one run that counts nothing twice when sent again', async () => {
    const a = await readyPayable(admin, customer, carrier, '1,000.00');
    const b = await readyPayable(admin, customer, carrier, '250.50');
    const waiting = (await payableOfShipment(admin, (await deliveredLoad(admin, customer, carrier, { rate: '400.00' })).id))!;

    const scheduled = (await admin.post('/api/admin/payables/batch').send({ action: 'schedule', ids: [a.id, b.id, waiting.id, 999999] }).expect(200)).body as PayableBatchAnswer;
    expect(scheduled).toMatchObject({ message: 'Scheduled 2 of 4.', totalCents: 165050, doneCents: 125050 });
    expect(scheduled.results.map((r) => [r.id, r.ok, r.message])).toEqual([
      [a.id, true, PAYABLE_MESSAGES.scheduled(addDays(easternDate(), 30))],
      [b.id, true, PAYABLE_MESSAGES.scheduled(addDays(easternDate(), 30))],
      [waiting.id, false, BILLING_MESSAGES.payableNotReady([BILLING_MESSAGES.carrierInvoiceMissing])],
      [999999, false, PAYABLE_MESSAGES.notFound],
    ]);

    const run = { action: 'pay', ids: [a.id, b.id, waiting.id], paidOn: easternDate(), method: 'ach', reference: 'RUN-0001' };
    const paid = (await admin.post('/api/admin/payables/batch').send(run).expect(200)).body as PayableBatchAnswer;
    expect(paid).toMatchObject({ message: 'Paid 2 of 3.', totalCents: 165050, doneCents: 125050 });
    expect(paid.results.map((r) => [r.ok, r.payable?.status ?? r.message])).toEqual([[true, 'paid'], [true, 'paid'], [false, BILLING_MESSAGES.payNotScheduled]]);

    const rerun = (await admin.post('/api/admin/payables/batch').send(run).expect(200)).body as PayableBatchAnswer;
    expect(rerun.results.map((r) => r.message)).toEqual([PAYABLE_MESSAGES.paymentAlreadyRecorded, PAYABLE_MESSAGES.paymentAlreadyRecorded, BILLING_MESSAGES.payNotScheduled]);
    expect((await read(a.id)).payments).toHaveLength(1);
    expect((await read(b.id)).paidCents).toBe(25050);
  });

  it.each([
    [{ action: 'schedule', ids: [] }, 'ids', PAYABLE_MESSAGES.batchIdsInvalid],
    [{ action: 'schedule', ids: [1, 1] }, 'ids', PAYABLE_MESSAGES.batchIdsInvalid],
    [{ action: 'void', ids: [1] }, 'action', PAYABLE_MESSAGES.batchActionInvalid],
    [{ action: 'pay', ids: [1], paidOn: '2026-01-05', method: 'ach' }, 'reference', BILLING_MESSAGES.paymentReference],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    expect((await admin.post('/api/admin/payables/batch').send(body).expect(400)).body.errors[field]).toBe(message);
  });
});

describe('the queue', () => {
  it('filters by status, carrier, quick pay and hold, newest first, with the total', async () => {
    const other = await verifiedCarrier(t);
    const mine = await readyPayable(admin, customer, other, '300.00');
    const held = await readyPayable(admin, customer, other, '310.00');
    await admin.post(`/api/admin/payables/${held.id}/holds`).send({ reason: 'missing_pod', note: 'Unreadable scan' }).expect(201);
    const quick = await readyPayable(admin, customer, other, '320.00');
    const quote = (await other.agent.get(`/api/carrier/payables/${quick.id}/quick-pay`).expect(200)).body;
    await other.agent.post(`/api/carrier/payables/${quick.id}/quick-pay`).send({ feeCents: quote.feeCents }).expect(201);

    const ids = async (query: string) => {
      const res = await admin.get(`/api/admin/payables?${query}`).expect(200);
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
      return (res.body as PayableView[]).map((p) => p.id);
    };
    expect(await ids(`carrierId=${other.id}`)).toEqual([quick.id, held.id, mine.id]);
    expect(await ids(`carrierId=${other.id}&onHold=true`)).toEqual([held.id]);
    expect(await ids(`carrierId=${other.id}&onHold=false&status=ready`)).toEqual([quick.id, mine.id]);
    expect(await ids(`carrierId=${other.id}&quickPay=true`)).toEqual([quick.id]);
    expect(await ids(`carrierId=${other.id}&status=delivered`)).toEqual([held.id]);
    expect(await ids('onHold=true')).toContain(held.id);
    const page = await admin.get(`/api/admin/payables?carrierId=${other.id}&limit=1&offset=1`).expect(200);
    expect([page.headers['x-total-count'], (page.body as PayableView[]).map((p) => p.id)]).toEqual(['3', [held.id]]);
    expect((await admin.get('/api/admin/payables?quickPay=maybe').expect(400)).body.errors.quickPay).toBe(PAYABLE_MESSAGES.filterInvalid);
    expect((await admin.get('/api/admin/payables?status=owed').expect(400)).body.errors.status).toBeDefined();
  });

  it('is staff only: a customer and a carrier are refused (403)', async () => {
    await customer.get('/api/admin/payables').expect(403);
    await carrier.agent.get('/api/admin/payables').expect(403);
    await t.agent().get('/api/admin/payables').expect(401);
  });
});
