import { COMPANY_MESSAGES, DRIVER_MESSAGES, type Shipment } from '@freight/domain';
import { BOOKING, PDF_FILE } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { users } from '../../store';
import { invite } from '../companies/companies.service';

const t = useTestApp();

const CARRIER_INFO = { dotNumber: '8100001', mcNumber: 'MC-810001', equipmentTypes: ['Dry Van'], fleetSize: '6-15', operatingRegions: ['Northeast'], insuranceInfo: { liability: '$1M', cargo: '$100K' } };

async function signedIn(fields: Record<string, unknown> = {}) {
  const created = await t.createUser(fields as never);
  const agent = t.agent();
  await t.signIn(agent, created.user.username, created.password);
  return { ...created, agent };
}

/** A person who joins `ownerId`'s carrier company with `role`, through the emailed link's token. */
async function member(ownerId: number, role: 'dispatcher' | 'driver', fields: Record<string, unknown>) {
  const person = await signedIn({ accountType: 'carrier', ...fields });
  const { token } = await invite((await users.find(ownerId))!, { email: person.user.email, role });
  await person.agent.post('/api/invitations/accept').send({ token }).expect(200);
  return person;
}

/** A customer's load, priced, accepted and booked: on the board. */
async function bookedLoad(admin: Agent, customer: Agent): Promise<Shipment> {
  const quoteId = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
  await admin.patch(`/api/admin/quotes/${quoteId}`).send({ status: 'approved', estimatedPrice: '2,100.00' }).expect(200);
  await customer.post(`/api/customer-quotes/${quoteId}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
  return (await customer.post('/api/shipments').send({ quoteId, ...BOOKING }).expect(201)).body.shipment as Shipment;
}

describe('drivers', () => {
  it('lets the dispatcher win, sign and assign a load to a driver, who alone of the drivers sees and moves it, by name on the customer’s timeline', async () => {
    const admin = (await t.createAdmin()).agent;
    const customer = await signedIn({ firstName: 'Grace', lastName: 'Hopper' });
    const owner = await signedIn({ accountType: 'carrier', carrierStatus: 'verified', companyName: 'Valley Haulers', carrierInfo: CARRIER_INFO });
    const dispatcher = await member(owner.user.id, 'dispatcher', { firstName: 'Dee', lastName: 'Spatch' });
    const driver = await member(owner.user.id, 'driver', { firstName: 'Rosa', lastName: 'Wheeler' });
    const otherDriver = await member(owner.user.id, 'driver', { firstName: 'Otto', lastName: 'Idle' });
    const stranger = await signedIn({ accountType: 'carrier', carrierStatus: 'verified', carrierInfo: { ...CARRIER_INFO, dotNumber: '8100002', mcNumber: 'MC-810002' } });

    // The dispatcher works the company's board: its offer is the company's, awarded to it.
    const load = await bookedLoad(admin, customer.agent);
    const offer = (await dispatcher.agent.post(`/api/carrier/loads/${load.id}/offers`).send({ amount: '1500.00', hours: 4 }).expect(201)).body.offer as { id: number; carrierId: number };
    expect(offer.carrierId).toBe(owner.user.id);
    await admin.post(`/api/admin/offers/${offer.id}/award`).send({}).expect(200);
    await dispatcher.agent.post(`/api/carrier/assigned/${load.id}/sign`).send({ signature: 'Dee Spatch' }).expect(200);

    // Only a driver of the company can be put on it.
    const assign = (agent: Agent, userId: number) => agent.post(`/api/carrier/assigned/${load.id}/driver`).send({ userId, phone: '(413) 555-0199', truckNumber: 'T-12', trailerNumber: 'TR-340' });
    expect((await assign(dispatcher.agent, dispatcher.user.id).expect(400)).body.message).toBe(DRIVER_MESSAGES.notADriver);
    expect((await assign(dispatcher.agent, stranger.user.id).expect(400)).body.message).toBe(DRIVER_MESSAGES.notADriver);
    expect((await assign(driver.agent, driver.user.id).expect(403)).body.message).toBe(COMPANY_MESSAGES.notAllowed);
    const assigned = (await assign(dispatcher.agent, driver.user.id).expect(200)).body;
    expect(assigned.message).toBe(DRIVER_MESSAGES.assigned('Rosa Wheeler', load.number));
    expect(assigned.load.driver).toEqual(expect.objectContaining({ userId: driver.user.id, name: 'Rosa Wheeler', phone: '(413) 555-0199', truckNumber: 'T-12', trailerNumber: 'TR-340', assignedBy: 'Dee Spatch' }));

    // The driver sees only their loads, and no board or offers; the other driver sees none.
    const mine = (await driver.agent.get('/api/carrier/assigned').expect(200)).body as { id: number }[];
    expect(mine.map((l) => l.id)).toEqual([load.id]);
    expect((await otherDriver.agent.get('/api/carrier/assigned').expect(200)).body).toEqual([]);
    await otherDriver.agent.post(`/api/carrier/assigned/${load.id}/events`).send({ kind: 'picked-up', confirmEarlyPickup: true }).expect(404);
    await driver.agent.get('/api/carrier/loads').expect(403);
    await driver.agent.get('/api/carrier/offers').expect(403);
    await driver.agent.get('/api/carrier/payables').expect(403);

    // The driver moves it: pickup, a location check-in turned into a city, delivery with a photo.
    await driver.agent.post(`/api/carrier/assigned/${load.id}/events`).send({ kind: 'picked-up', confirmEarlyPickup: true }).expect(200);
    const place = (await driver.agent.post('/api/carrier/places/nearest').send({ latitude: 42.3601, longitude: -71.0589 }).expect(200)).body;
    expect(place).toEqual({ city: 'Boston', state: 'MA' });
    expect((await driver.agent.post('/api/carrier/places/nearest').send({ latitude: 30, longitude: -40 }).expect(404)).body.message).toBe(DRIVER_MESSAGES.noPlace);
    await driver.agent.post(`/api/carrier/assigned/${load.id}/events`).send({ kind: 'in-transit', ...place }).expect(200);
    // A check call: a note with its time, for staff only.
    expect((await driver.agent.post(`/api/carrier/assigned/${load.id}/check-calls`).send({ note: '  ' }).expect(400)).body.message).toBe(DRIVER_MESSAGES.checkCallRequired);
    expect((await driver.agent.post(`/api/carrier/assigned/${load.id}/check-calls`).send({ note: 'Traffic on I-84, ETA 4 pm' }).expect(201)).body.message).toBe(DRIVER_MESSAGES.checkCallSent);
    const staffView = (await admin.get(`/api/shipments/${load.id}`).expect(200)).body as Shipment;
    expect(staffView.checkCalls).toEqual([{ at: expect.any(String), note: 'Traffic on I-84, ETA 4 pm', by: 'Rosa Wheeler' }]);
    expect(staffView.driver).toEqual(expect.objectContaining({ name: 'Rosa Wheeler', truckNumber: 'T-12' }));
    await driver.agent.post(`/api/carrier/assigned/${load.id}/delivered`).set('Content-Type', 'application/octet-stream').set('X-File-Name', 'pod.pdf').send(PDF_FILE).expect(201);

    // The customer's timeline names the driver for the carrier's steps; the tracking page only says "Carrier".
    const seen = (await customer.agent.get(`/api/shipments/${load.id}`).expect(200)).body as Shipment;
    const byCarrier = seen.events.filter((e) => e.recordedBy.role === 'carrier').map((e) => [e.kind, e.recordedBy.name]);
    expect(byCarrier).toEqual(expect.arrayContaining([['picked-up', 'Rosa Wheeler'], ['in-transit', 'Rosa Wheeler'], ['delivered', 'Rosa Wheeler']]));
    expect(JSON.stringify(seen)).not.toContain('42.36');
    expect(seen).not.toHaveProperty('checkCalls');
    expect(seen).not.toHaveProperty('driver');
  });
});
