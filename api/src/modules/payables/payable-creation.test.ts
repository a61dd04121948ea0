import { BILLING_MESSAGES } from '@freight/domain/billing';
import { CARRIER_WAITING_TEXTS, PAYABLE_MESSAGES, type PayableView } from '@freight/domain';
import { Payable } from '../../store/testing';
import { deliveredShipment, uploadPod } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { deliveredLoad, payableOfShipment, verifiedCarrier } from '../../test/payable-fixtures';

const t = useTestApp();
let admin: Agent;
let customer: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
});

describe('a payable is made when a load with a signed rate confirmation is delivered', () => {
  it('is made at Delivered, at the rate confirmation, Net 30, and waits for the POD and the carrier invoice until they come', async () => {
    const carrier = await verifiedCarrier(t);
    const shipment = await deliveredLoad(admin, customer, carrier, { rate: '1,437.50', pod: false });
    const payable = (await payableOfShipment(admin, shipment.id))!;
    expect(payable).toMatchObject({
      shipmentNumber: shipment.number,
      carrierId: carrier.id,
      carrierName: carrier.companyName,
      lane: 'Newark, NJ to Boston, MA',
      status: 'delivered',
      rateConfirmationCents: 143750,
      amountCents: 143750,
      netCents: 143750,
      balanceCents: 143750,
      podReceived: false,
      documentsComplete: true,
      terms: { kind: 'net', days: 30 },
      carrierInvoice: null,
      quickPay: null,
      payDate: null,
      expectedPayDate: null,
      waitingFor: [BILLING_MESSAGES.podNotReceived, BILLING_MESSAGES.carrierInvoiceMissing],
    });

    // The proof of delivery comes later: recorded on the payable, which still waits for the invoice.
    await uploadPod(admin, shipment.id);
    const withPod = (await admin.get(`/api/admin/payables/${payable.id}`).expect(200)).body as PayableView;
    expect(withPod).toMatchObject({ status: 'delivered', podReceived: true, waitingFor: [BILLING_MESSAGES.carrierInvoiceMissing] });

    // The carrier's one-click invoice makes it ready to pay.
    const ready = (await carrier.agent.post(`/api/carrier/payables/${payable.id}/invoice`).send({ method: 'rate-confirmation' }).expect(201)).body.payable as PayableView;
    expect(ready).toMatchObject({ status: 'ready', waitingFor: [] });
  });

  it('makes one payable per shipment, however often the delivery and its POD are saved', async () => {
    const carrier = await verifiedCarrier(t);
    const shipment = await deliveredLoad(admin, customer, carrier);
    await uploadPod(admin, shipment.id);
    await uploadPod(admin, shipment.id);
    expect(await Payable.countDocuments({ shipmentId: shipment.id })).toBe(1);
  });

  it("says the carrier's documents are not complete without its W-9, and stays Delivered with its invoice in", async () => {
    const carrier = await verifiedCarrier(t, ['coi']);
    const shipment = await deliveredLoad(admin, customer, carrier);
    const payable = (await payableOfShipment(admin, shipment.id))!;
    expect(payable.documentsComplete).toBe(false);
    const answer = (await carrier.agent.post(`/api/carrier/payables/${payable.id}/invoice`).send({ method: 'rate-confirmation' }).expect(201)).body.payable as PayableView;
    // The carrier reads what to do about it; staff read the rule.
    expect(answer).toMatchObject({ status: 'delivered', waitingFor: [CARRIER_WAITING_TEXTS.documents] });
    expect((await payableOfShipment(admin, shipment.id))!.waitingFor).toEqual([BILLING_MESSAGES.documentsIncomplete]);
    const refused = await admin.post(`/api/admin/payables/${payable.id}/schedule`).send({}).expect(409);
    expect(refused.body.message).toBe(BILLING_MESSAGES.payableNotReady([BILLING_MESSAGES.documentsIncomplete]));
  });

  it('makes no payable for a load delivered without a signed award (a carrier staff assigned by hand)', async () => {
    const shipment = await deliveredShipment(admin, customer);
    await uploadPod(admin, shipment.id);
    expect(await payableOfShipment(admin, shipment.id)).toBeUndefined();
    expect(await Payable.countDocuments({ shipmentId: shipment.id })).toBe(0);
  });

  it('answers 404 for a payable that does not exist', async () => {
    expect((await admin.get('/api/admin/payables/999999').expect(404)).body.message).toBe(PAYABLE_MESSAGES.notFound);
  });
});
