import { invoiceWhenBillable } from '../modules/billing/invoice-creation';
import { newTrackingLink } from '../modules/shipments/tracking-link';
import { addDays, easternDate, type ShipmentEventKind, type ShipmentStatus, shipmentNumber, type ShipmentParty } from '@freight/domain';
import { findUserByUsername } from '../modules/users/user.service';
import { bulkImport, files, offers, type ShipmentEventRecord, shipments } from '../store';

/**
 * The demo's fixed tracking link, `/track/<this>`: it opens the in-transit demo shipment right after
 * `npm start` on a fresh clone (README). Demo mode only; a production database never has it.
 */
export const DEMO_TRACKING_TOKEN = 'harborline-demo-track-HL10004';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const party = (name: string, street: string, city: string, state: string, zip: string, contactName: string, phone: string): ShipmentParty => ({
  name,
  address: { street, city, state, zip },
  contactName,
  phone,
});

const NEWARK = party('Morales Specialty Foods', '410 Doremus Ave', 'Newark', 'NJ', '07105', 'Daniel Morales', '(973) 555-0182');
const LANES: { consignee: ShipmentParty; commodity: string; pieces: number; weight: number; price: string }[] = [
  { consignee: party('Capital Fresh Market', '88 Broadway', 'Albany', 'NY', '12207', 'Rita Gomez', '(518) 555-0110'), commodity: 'Chilled cheese and cured meats', pieces: 12, weight: 9800, price: '$1,640.00' },
  { consignee: party('Harbor Grocers', '2 Seaport Blvd', 'Boston', 'MA', '02210', 'Ken Walsh', '(617) 555-0134'), commodity: 'Olive oil, cased', pieces: 18, weight: 14200, price: '$2,180.00' },
  { consignee: party('Liberty Bell Deli Supply', '700 Market St', 'Philadelphia', 'PA', '19106', 'Ana Ruiz', '(215) 555-0165'), commodity: 'Dry pasta on pallets', pieces: 10, weight: 11000, price: '$980.00' },
  { consignee: party('Elm City Provisions', '55 Church St', 'New Haven', 'CT', '06510', 'Joe Park', '(203) 555-0143'), commodity: 'Frozen seafood', pieces: 8, weight: 7600, price: '$1,120.00' },
  { consignee: party('Green Mountain Co-op', '12 Pine St', 'Burlington', 'VT', '05401', 'Lena Frost', '(802) 555-0122'), commodity: 'Canned tomatoes', pieces: 20, weight: 16400, price: '$2,460.00' },
  { consignee: party('Narragansett Foods', '40 Dyer St', 'Providence', 'RI', '02903', 'Sam Costa', '(401) 555-0119'), commodity: 'Spices and dry goods', pieces: 6, weight: 3200, price: '$760.00' },
  { consignee: party('Hudson Valley Bakery Supply', '9 Main St', 'Poughkeepsie', 'NY', '12601', 'Mia Lund', '(845) 555-0177'), commodity: 'Flour, 50 lb bags', pieces: 14, weight: 21000, price: '$890.00' },
  { consignee: party('Garden State Foodservice', '300 Route 1', 'Edison', 'NJ', '08817', 'Ravi Shah', '(732) 555-0150'), commodity: 'Mixed grocery', pieces: 9, weight: 6400, price: '$540.00' },
];

/** Where each demo shipment stands, its route's stops, and what happened on the way. */
const PLANS: { status: ShipmentStatus; exception?: 'open' | 'cleared'; pod?: boolean; tracking?: boolean; stops: [string, string][]; cancelReason?: string; hauler?: string }[] = [
  { status: 'booked', stops: [] },
  { status: 'carrier-assigned', stops: [] },
  // Hauled by the demo carrier from the load board (signed rate confirmation): it records the next steps itself.
  { status: 'picked-up', stops: [['Newark', 'NJ']], hauler: 'tbrennan' },
  { status: 'in-transit', exception: 'cleared', tracking: true, stops: [['Newark', 'NJ'], ['Hartford', 'CT']] },
  { status: 'in-transit', exception: 'open', stops: [['Newark', 'NJ'], ['Albany', 'NY']] },
  { status: 'delivered', stops: [['Newark', 'NJ'], ['Providence', 'RI']] },
  { status: 'completed', pod: true, stops: [['Newark', 'NJ'], ['Poughkeepsie', 'NY']] },
  { status: 'cancelled', cancelReason: 'The consignee postponed the order to next month.', stops: [] },
];

const MILESTONES: ShipmentEventKind[] = ['carrier-assigned', 'picked-up', 'in-transit', 'delivered', 'completed'];

/** A one-page PDF with one line of text, standing in for a scanned document (a signed delivery receipt, a certificate). */
export function demoPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Demo shipments at every status for the demo customer (dmorales), each booked from an accepted
 * quote of theirs: booked, carrier assigned, picked up, in transit (one with a cleared exception and
 * the fixed tracking link, one with an open exception), delivered, completed with a proof of
 * delivery, cancelled. Stored through the store without email.
 */
export async function createDemoShipments(now = new Date()): Promise<void> {
  const owner = await findUserByUsername('dmorales');
  if (!owner) return;
  const staff = { role: 'staff' as const, userId: 3, name: 'Harborline Dispatch' };
  const quoteFields = PLANS.map((plan, i) => {
    const lane = LANES[i];
    const decidedAt = new Date(now.getTime() - (12 - i) * DAY);
    return {
      userId: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      companyName: owner.companyName,
      serviceNeeded: 'Freight Transportation',
      originZip: NEWARK.address.zip,
      destinationZip: lane.consignee.address.zip,
      weight: String(lane.weight),
      equipmentType: 'Full Truckload / Refrigerated',
      status: 'in-progress',
      estimatedPrice: lane.price,
      validUntil: addDays(easternDate(decidedAt), 7),
      decision: {
        outcome: 'accepted',
        at: decidedAt,
        userId: owner.id,
        accountName: `${owner.firstName} ${owner.lastName}`,
        signature: `${owner.firstName} ${owner.lastName}`,
        snapshot: { estimatedPrice: lane.price, validUntil: addDays(easternDate(decidedAt), 7), serviceNeeded: 'Freight Transportation', originZip: NEWARK.address.zip, destinationZip: lane.consignee.address.zip, weight: String(lane.weight), equipmentType: 'Full Truckload / Refrigerated', terms: 'v1' },
      },
      createdAt: new Date(decidedAt.getTime() - 2 * DAY),
      updatedAt: decidedAt,
    };
  });
  const quoteIds = await bulkImport.records('quotes', quoteFields);

  for (const [i, plan] of PLANS.entries()) {
    const lane = LANES[i];
    const bookedAt = new Date(now.getTime() - (10 - i) * DAY);
    const pickupDate = easternDate(new Date(bookedAt.getTime() + 2 * DAY));
    const events: ShipmentEventRecord[] = [{ kind: 'booked', at: bookedAt, location: { city: 'Newark', state: 'NJ' }, recordedBy: { role: 'customer', userId: owner.id, name: `${owner.firstName} ${owner.lastName}` } }];
    let at = bookedAt.getTime();
    const hauler = plan.hauler ? await findUserByUsername(plan.hauler) : null;
    const carrierName = hauler?.companyName || 'Keystone Reefer Lines';
    const byCarrier = hauler ? { role: 'carrier' as const, userId: hauler.id, name: `${hauler.firstName} ${hauler.lastName}` } : null;
    const step = (kind: ShipmentEventKind, location: [string, string] | null, note?: string) => {
      at += 9 * HOUR;
      const recordedBy = byCarrier && (kind === 'carrier-assigned' || kind === 'picked-up' || kind === 'in-transit') ? byCarrier : staff;
      events.push({ kind, at: new Date(Math.min(at, now.getTime() - HOUR)), location: location ? { city: location[0], state: location[1] } : null, note, recordedBy });
    };
    const reached = plan.status === 'cancelled' ? 0 : MILESTONES.indexOf(plan.status as ShipmentEventKind) + 1;
    for (const kind of MILESTONES.slice(0, reached)) {
      if (kind === 'carrier-assigned') step(kind, null, hauler ? carrierName : 'Keystone Reefer Lines, truck 214');
      if (kind === 'picked-up') step(kind, plan.stops[0]);
      if (kind === 'in-transit') {
        for (const stop of plan.stops.slice(1)) step(kind, stop);
        if (plan.exception) step('exception-raised', plan.stops.at(-1) ?? null, 'Weather delay on I-84; about 4 hours late');
        if (plan.exception === 'cleared') step('exception-cleared', plan.stops.at(-1) ?? null, 'Back on schedule');
      }
      if (kind === 'delivered') step(kind, [lane.consignee.address.city, lane.consignee.address.state]);
      if (kind === 'completed') step(kind, null);
    }
    if (plan.status === 'cancelled') step('cancelled', null, plan.cancelReason);
    const deliveredAt = events.find((e) => e.kind === 'delivered')?.at ?? null;
    const { shipment } = await shipments.book(
      {
        quoteId: quoteIds[i],
        userId: owner.id,
        customer: { name: `${owner.firstName} ${owner.lastName}`, companyName: owner.companyName, email: owner.email },
        status: plan.status,
        exception: plan.exception === 'open' ? { note: 'Weather delay on I-84; about 4 hours late', at: events.at(-1)!.at } : null,
        origin: { zip: NEWARK.address.zip, city: 'Newark', state: 'NJ' },
        destination: { zip: lane.consignee.address.zip, city: lane.consignee.address.city, state: lane.consignee.address.state },
        pickupWindow: { date: pickupDate, from: '08:00', to: '12:00' },
        deliveryWindow: { date: addDays(pickupDate, 2), from: '09:00', to: '17:00' },
        shipper: NEWARK,
        consignee: lane.consignee,
        commodity: lane.commodity,
        pieces: lane.pieces,
        weight: lane.weight,
        freightClass: '70',
        specialInstructions: 'Keep refrigerated at 34–38 °F. Dock appointment required.',
        equipment: 'Full Truckload / Refrigerated',
        price: lane.price,
        cancelReason: plan.cancelReason,
        eta: plan.status === 'in-transit' ? new Date(now.getTime() + 20 * HOUR) : null,
        events,
        pod: null,
        deliveredAt,
      },
      () => [],
      shipmentNumber,
    );
    if (hauler && byCarrier) {
      // The award its carrier won and signed, as the load board leaves it.
      const assignedAt = events.find((e) => e.kind === 'carrier-assigned')!.at;
      const rate = (Number(lane.price.replace(/[$,]/g, '')) * 0.82).toFixed(2);
      const dotNumber = hauler.carrierInfo?.dotNumber ?? '';
      const mcNumber = hauler.carrierInfo?.mcNumber;
      const offer = await offers.create({
        shipmentId: shipment.id,
        shipmentNumber: shipment.number,
        lane: `Newark, NJ to ${lane.consignee.address.city}, ${lane.consignee.address.state}`,
        carrierId: hauler.id,
        carrierName,
        dotNumber,
        ...(mcNumber ? { mcNumber } : {}),
        kind: 'offer',
        amount: rate,
        note: 'Team drivers, reefer pre-cooled',
        hours: 24,
        expiresAt: new Date(assignedAt.getTime() + DAY),
        status: 'accepted',
      });
      const awardedAt = new Date(assignedAt.getTime() - HOUR);
      shipment.award = { offerId: offer.id, carrierId: hauler.id, carrierName, dotNumber, ...(mcNumber ? { mcNumber } : {}), rate, awardedAt, signBy: new Date(awardedAt.getTime() + 2 * HOUR), signedAt: assignedAt, signature: { name: byCarrier.name, at: assignedAt, ip: '127.0.0.1' } };
      await shipments.save(shipment);
    }
    if (plan.pod) {
      const info = await files.put(`shipments:${shipment.id}:pod`, `pod-${shipment.number}.pdf`, 'application/pdf', demoPdf(`Proof of delivery ${shipment.number} - signed by the consignee`), deliveredAt ?? now);
      shipment.pod = { ...info, uploadedAt: new Date(info.uploadedAt) };
      // Delivered with its proof of delivery: its invoice is ready to send, as the site makes it.
      await invoiceWhenBillable(await shipments.save(shipment));
    }
    if (plan.tracking) await shipments.setTracking(shipment, newTrackingLink(shipment.id, DEMO_TRACKING_TOKEN), bookedAt);
  }
}
