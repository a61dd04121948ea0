import { addDays, easternDate, type PayableView, type Shipment } from '@freight/domain';
import { BOOKING, PDF_FILE, uploadPod } from './billing-fixtures';
import type { Agent, useTestApp } from './harness';

type Harness = ReturnType<typeof useTestApp>;

export interface TestCarrier {
  agent: Agent;
  id: number;
  email: string;
  companyName: string;
}

let n = 0;

/** Uploads the carrier's certificate of insurance (both policies current) and W-9, as it does in its dashboard. */
export async function uploadDocuments(carrier: Agent, which: ('coi' | 'w9')[] = ['coi', 'w9']): Promise<void> {
  const later = addDays(easternDate(), 200);
  for (const type of which) {
    const query = type === 'coi' ? { type, liabilityExpiresOn: later, cargoExpiresOn: later } : { type };
    await carrier.post('/api/carrier/documents').query(query).set('Content-Type', 'application/octet-stream').send(PDF_FILE).expect(201);
  }
}

/** A verified carrier, signed in; with its COI and W-9 on file unless told otherwise. */
export async function verifiedCarrier(t: Harness, documents: ('coi' | 'w9')[] = ['coi', 'w9']): Promise<TestCarrier> {
  n += 1;
  const companyName = `Pay Haulers ${n} LLC`;
  const { user, password } = await t.createUser({
    firstName: 'Casey',
    lastName: `Driver ${n}`,
    accountType: 'carrier',
    companyName,
    carrierStatus: 'verified',
    carrierStatusHistory: [{ status: 'pending', by: 'registration', at: new Date() }, { status: 'verified', by: 'staff', at: new Date() }],
    carrierInfo: { dotNumber: String(8200000 + n), mcNumber: `MC-${820000 + n}`, equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } },
  } as never);
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  if (documents.length) await uploadDocuments(agent, documents);
  return { agent, id: user.id, email: user.email, companyName };
}

/**
 * A customer's shipment posted at `rate`, booked by `carrier` with Book now and its rate
 * confirmation signed, then taken to Delivered by staff (with the proof of delivery unless told otherwise).
 */
export async function deliveredLoad(admin: Agent, customer: Agent, carrier: TestCarrier, { rate = '1,500.00', pod = true } = {}): Promise<Shipment> {
  const quoteId = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
  await admin.patch(`/api/admin/quotes/${quoteId}`).send({ status: 'approved', estimatedPrice: '2,000.00' }).expect(200);
  await customer.post(`/api/customer-quotes/${quoteId}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
  const shipment = (await customer.post('/api/shipments').send({ quoteId, ...BOOKING }).expect(201)).body.shipment as Shipment;
  await admin.put(`/api/admin/shipments/${shipment.id}/carrier-rate`).send({ rate }).expect(200);
  await carrier.agent.post(`/api/carrier/loads/${shipment.id}/book`).send({}).expect(201);
  await carrier.agent.post(`/api/carrier/assigned/${shipment.id}/sign`).send({ signature: 'Casey Driver' }).expect(200);
  for (const kind of ['picked-up', 'in-transit', 'delivered']) {
    await admin.post(`/api/admin/shipments/${shipment.id}/events`).send({ kind, city: 'Hartford', state: 'CT' }).expect(200);
  }
  if (pod) await uploadPod(admin, shipment.id);
  return shipment;
}

/** Staff's view of a shipment's payable (undefined when it has none). */
export async function payableOfShipment(admin: Agent, shipmentId: number): Promise<PayableView | undefined> {
  const all = (await admin.get('/api/admin/payables?limit=500').expect(200)).body as PayableView[];
  return all.find((payable) => payable.shipmentId === shipmentId);
}

/** A delivered load's payable with its proof of delivery and the carrier's one-click invoice: ready to pay. */
export async function readyPayable(admin: Agent, customer: Agent, carrier: TestCarrier, rate?: string): Promise<PayableView> {
  const shipment = await deliveredLoad(admin, customer, carrier, { rate });
  const payable = await payableOfShipment(admin, shipment.id);
  if (!payable) throw new Error(`no payable for shipment ${shipment.id}`);
  return (await carrier.agent.post(`/api/carrier/payables/${payable.id}/invoice`).send({ method: 'rate-confirmation' }).expect(201)).body.payable as PayableView;
}

/** A ready payable, scheduled by staff. */
export async function scheduledPayable(admin: Agent, customer: Agent, carrier: TestCarrier, rate?: string): Promise<PayableView> {
  const payable = await readyPayable(admin, customer, carrier, rate);
  return (await admin.post(`/api/admin/payables/${payable.id}/schedule`).send({}).expect(200)).body.payable as PayableView;
}

export const payment = (amount: string, reference: string) => ({ amount, paidOn: easternDate(), method: 'ach', reference });
