import { addDays, easternDate, shipmentNumber } from '@freight/domain';
import { payDateOf, quickPay } from '@freight/domain/billing';
import { payableWhenDelivered } from '../modules/payables/payable-creation';
import { refreshed } from '../modules/payables/payable-facts';
import { findUserByUsername } from '../modules/users/user.service';
import { bulkImport, files, offers, payables, type ShipmentEventRecord, shipments, type StoredPayable } from '../store';
import { type DemoInvoiceStage, demoInvoiceAt } from './demo-invoices';
import { demoPdf } from './demo-shipments';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

type Stage = 'awaiting-invoice' | 'quick-pay' | 'scheduled' | 'paid';

const SHIPPER = { name: 'Morales Specialty Foods', address: { street: '410 Doremus Ave', city: 'Newark', state: 'NJ', zip: '07105' }, contactName: 'Daniel Morales', phone: '(973) 555-0182' };

/**
 * Four loads the demo carrier hauled for the demo customer, delivered with their proofs, each at one
 * stage of the carrier's pay and one of the customer's invoice (the demo shipment delivered in
 * demo-shipments has the fifth: ready to send).
 */
const LOADS: { stage: Stage; invoice: DemoInvoiceStage; city: string; state: string; zip: string; consignee: string; price: string; rate: string; daysAgo: number }[] = [
  { stage: 'awaiting-invoice', invoice: 'sent', city: 'Albany', state: 'NY', zip: '12207', consignee: 'Capital Fresh Market', price: '$1,560.00', rate: '1280.00', daysAgo: 1 },
  { stage: 'quick-pay', invoice: 'partially-paid', city: 'Boston', state: 'MA', zip: '02210', consignee: 'Harbor Grocers', price: '$2,140.00', rate: '1755.00', daysAgo: 3 },
  { stage: 'scheduled', invoice: 'paid', city: 'Philadelphia', state: 'PA', zip: '19106', consignee: 'Liberty Bell Deli Supply', price: '$990.00', rate: '812.00', daysAgo: 15 },
  { stage: 'paid', invoice: 'overdue', city: 'Hartford', state: 'CT', zip: '06103', consignee: 'Charter Oak Provisions', price: '$1,180.00', rate: '968.00', daysAgo: 42 },
];

/** Takes the demo payable to its stage as the site would: the carrier's invoice, quick pay at 2 %, staff's schedule, the payment. */
async function toStage(payable: StoredPayable, stage: Stage, deliveredOn: string): Promise<void> {
  if (stage === 'awaiting-invoice') return;
  const invoiceDate = addDays(deliveredOn, 1);
  let next: StoredPayable = { ...payable, carrierInvoice: { method: 'rate-confirmation', number: payable.shipmentNumber, invoiceDate, submittedAt: new Date(`${invoiceDate}T15:00:00Z`), file: null } };
  if (stage === 'quick-pay') {
    const { feeCents } = quickPay(payable.rateConfirmationCents, 2, invoiceDate);
    next = { ...next, quickPay: { requestedAt: new Date(`${invoiceDate}T15:05:00Z`), requestedOn: invoiceDate, feePercent: 2, feeCents } };
  }
  next = await refreshed(next);
  if (stage === 'scheduled' || stage === 'paid') {
    const staff = { userId: 3, name: 'Harborline Accounting' };
    const scheduledOn = addDays(invoiceDate, 2);
    const payDate = payDateOf({ quickPay: false, carrierInvoiceDate: invoiceDate, terms: next.terms }, scheduledOn);
    next = { ...next, status: 'scheduled', payDate, scheduledAt: new Date(`${scheduledOn}T16:00:00Z`) };
    if (stage === 'paid') {
      const payment = { amountCents: next.rateConfirmationCents, paidOn: payDate, method: 'ach' as const, reference: `ACH-${payDate.replace(/-/g, '')}-${next.id}`, recordedAt: new Date(`${payDate}T17:00:00Z`), recordedBy: staff };
      next = { ...next, status: 'paid', payments: [payment] };
    }
  }
  await payables.save(next);
}

/**
 * The demo carrier (Brennan Trucking) has four delivered loads for the demo customer (dmorales),
 * each with its signed rate confirmation and proof of delivery, and their payables at several
 * stages: one waiting for its invoice, one with quick pay asked for, one scheduled, one paid. Stored
 * through the store without email.
 */
export async function createDemoPayables(now = new Date()): Promise<void> {
  const owner = await findUserByUsername('dmorales');
  const hauler = await findUserByUsername('tbrennan');
  if (!owner || !hauler) return;
  const customer = { name: `${owner.firstName} ${owner.lastName}`, companyName: owner.companyName, email: owner.email };
  const decidedAt = (load: (typeof LOADS)[number]) => new Date(now.getTime() - (load.daysAgo + 5) * DAY);
  const quoteIds = await bulkImport.records(
    'quotes',
    LOADS.map((load) => ({
      userId: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      companyName: owner.companyName,
      serviceNeeded: 'Freight Transportation',
      originZip: SHIPPER.address.zip,
      destinationZip: load.zip,
      status: 'in-progress',
      estimatedPrice: load.price,
      decision: { outcome: 'accepted', at: decidedAt(load), userId: owner.id, accountName: customer.name, signature: customer.name },
      createdAt: new Date(decidedAt(load).getTime() - DAY),
      updatedAt: decidedAt(load),
    })),
  );
  const carrierName = hauler.companyName;
  const byCarrier = { role: 'carrier' as const, userId: hauler.id, name: `${hauler.firstName} ${hauler.lastName}` };
  for (const [i, load] of LOADS.entries()) {
    const deliveredAt = new Date(now.getTime() - load.daysAgo * DAY);
    const pickedUpAt = new Date(deliveredAt.getTime() - 30 * HOUR);
    const bookedAt = new Date(pickedUpAt.getTime() - 3 * DAY);
    const pickupDate = easternDate(pickedUpAt);
    const events: ShipmentEventRecord[] = [
      { kind: 'booked', at: bookedAt, location: { city: 'Newark', state: 'NJ' }, recordedBy: { role: 'customer', userId: owner.id, name: customer.name } },
      { kind: 'carrier-assigned', at: new Date(bookedAt.getTime() + 6 * HOUR), location: null, note: carrierName, recordedBy: byCarrier },
      { kind: 'picked-up', at: pickedUpAt, location: { city: 'Newark', state: 'NJ' }, recordedBy: byCarrier },
      { kind: 'delivered', at: deliveredAt, location: { city: load.city, state: load.state }, recordedBy: byCarrier },
    ];
    const consignee = { name: load.consignee, address: { street: '1 Market St', city: load.city, state: load.state, zip: load.zip }, contactName: 'Receiving', phone: '(555) 555-0100' };
    const { shipment } = await shipments.book(
      {
        quoteId: quoteIds[i],
        userId: owner.id,
        customer,
        status: 'delivered',
        exception: null,
        origin: { zip: SHIPPER.address.zip, city: 'Newark', state: 'NJ' },
        destination: { zip: load.zip, city: load.city, state: load.state },
        pickupWindow: { date: pickupDate, from: '08:00', to: '12:00' },
        deliveryWindow: { date: easternDate(deliveredAt), from: '09:00', to: '17:00' },
        shipper: SHIPPER,
        consignee,
        commodity: 'Mixed grocery on pallets',
        pieces: 10,
        weight: 12000,
        freightClass: '70',
        specialInstructions: 'Dock appointment required.',
        equipment: 'Full Truckload / Dry Van',
        price: load.price,
        eta: null,
        events,
        pod: null,
        deliveredAt,
      },
      () => [],
      shipmentNumber,
    );
    const dotNumber = hauler.carrierInfo?.dotNumber ?? '';
    const mcNumber = hauler.carrierInfo?.mcNumber;
    const lane = `Newark, NJ to ${load.city}, ${load.state}`;
    const awardedAt = new Date(bookedAt.getTime() + 5 * HOUR);
    const offer = await offers.create({
      shipmentId: shipment.id,
      shipmentNumber: shipment.number,
      lane,
      carrierId: hauler.id,
      carrierName,
      dotNumber,
      ...(mcNumber ? { mcNumber } : {}),
      kind: 'book-now',
      amount: load.rate,
      note: '',
      hours: 24,
      expiresAt: new Date(awardedAt.getTime() + DAY),
      status: 'accepted',
    });
    const signedAt = new Date(awardedAt.getTime() + HOUR);
    const info = await files.put(`shipments:${shipment.id}:pod`, `pod-${shipment.number}.pdf`, 'application/pdf', demoPdf(`Proof of delivery ${shipment.number} - signed by ${load.consignee}`), deliveredAt);
    const delivered = await shipments.save({
      ...shipment,
      carrierId: hauler.id,
      pod: { ...info, uploadedAt: new Date(info.uploadedAt) },
      award: { offerId: offer.id, carrierId: hauler.id, carrierName, dotNumber, ...(mcNumber ? { mcNumber } : {}), rate: load.rate, awardedAt, signBy: new Date(awardedAt.getTime() + 2 * HOUR), signedAt, signature: { name: byCarrier.name, at: signedAt, ip: '127.0.0.1' } },
    });
    // The payable the site makes at delivery, then its stage.
    await payableWhenDelivered(delivered);
    const payable = await payables.findForShipment(shipment.id);
    if (payable) await toStage(payable, load.stage, easternDate(deliveredAt));
    // The customer's invoice of the same load, at its own stage.
    await demoInvoiceAt(delivered, load.invoice, easternDate(deliveredAt));
  }
}
