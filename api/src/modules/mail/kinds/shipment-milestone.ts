import { COMPANY, formatEasternDateTime, QUOTES_EMAIL, SHIPMENT_EVENT_LABELS, type ShipmentEventKind, shipmentPath } from '@freight/domain';
import type { ShipmentFields } from '../../../store';
import { oneLine, renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

/** A shipment as its emails need it, frozen at the time of the change. */
export interface ShipmentFacts {
  id: number;
  number: string;
  quoteId: number;
  customerName: string;
  companyName: string;
  email: string;
  lane: string;
  pickup: string;
  delivery: string;
  commodity: string;
  price: string;
  /** The event the email reports (booked, picked up, delivered, an exception). */
  event: { kind: ShipmentEventKind; at: string; location: string; note: string };
  /** The live tracking link's path (`/track/<token>`) when the email was asked for; absent when there was none. */
  trackingPath?: string;
}

/** To the consignee (the consignee's email on the booking): the shipment on its way to them, with its tracking link. */
export interface ConsigneeFacts {
  email: string;
  consigneeName: string;
  number: string;
  senderName: string;
  lane: string;
  delivery: string;
  trackingPath: string;
}

const windowText = (w: { date: string; from: string; to: string } | undefined) => (w ? `${w.date}, ${w.from}–${w.to} Eastern` : '');

export function consigneeFacts(shipment: ShipmentFields, trackingPath: string): ConsigneeFacts {
  return {
    email: shipment.consignee.email ?? '',
    consigneeName: shipment.consignee.contactName || shipment.consignee.name,
    number: shipment.number,
    senderName: shipment.customer?.companyName || shipment.shipper.name,
    lane: `${shipment.origin.city}, ${shipment.origin.state} → ${shipment.destination.city}, ${shipment.destination.state}`,
    delivery: windowText(shipment.deliveryWindow),
    trackingPath,
  };
}

export function shipmentFacts(shipment: ShipmentFields, kind: ShipmentEventKind, trackingPath?: string): ShipmentFacts {
  const event = [...shipment.events].reverse().find((e) => e.kind === kind);
  return {
    id: shipment.id,
    number: shipment.number,
    quoteId: shipment.quoteId,
    customerName: shipment.customer?.name ?? '',
    companyName: shipment.customer?.companyName ?? '',
    email: shipment.customer?.email ?? '',
    lane: `${shipment.origin.city}, ${shipment.origin.state} → ${shipment.destination.city}, ${shipment.destination.state}`,
    pickup: windowText(shipment.pickupWindow),
    delivery: windowText(shipment.deliveryWindow),
    commodity: `${shipment.commodity}, ${shipment.pieces} pcs, ${shipment.weight} lbs`,
    price: shipment.price,
    event: {
      kind,
      at: new Date(event?.at ?? Date.now()).toISOString(),
      location: event?.location ? `${event.location.city}, ${event.location.state}` : '',
      note: event?.note ?? '',
    },
    ...(trackingPath ? { trackingPath } : {}),
  };
}

const rows = (facts: ShipmentFacts): [string, string][] => [
  ['Shipment', facts.number],
  ['Lane', facts.lane],
  ['Pickup window', facts.pickup],
  ['Delivery window', facts.delivery],
  ['Freight', facts.commodity],
  [SHIPMENT_EVENT_LABELS[facts.event.kind], formatEasternDateTime(facts.event.at)],
  ['Location', facts.event.location],
];

/** The customer's page of the shipment (My Shipments): its timeline and documents, behind sign-in. */
const portalLink = (facts: ShipmentFacts, publicUrl: string, label = 'Follow it in My Shipments') => ({ label, url: `${publicUrl}${shipmentPath(facts.id)}` });
/** The public tracking page, for the customer to forward (no sign-in needed). */
const trackingLink = (facts: { trackingPath?: string }, publicUrl: string) =>
  facts.trackingPath ? { link: { label: 'Tracking link to share with your consignee', url: `${publicUrl}${facts.trackingPath}` } } : {};

/** To the quotes desk: a customer booked an accepted quote. */
export const staffShipmentBooked = defineMailKind<ShipmentFacts>({
  render(facts, { notifyQuotesTo, publicUrl }) {
    const body = renderLayout({
      heading: `Shipment ${facts.number} booked by ${facts.companyName}`,
      paragraphs: [`${facts.customerName} (${facts.companyName}) booked quote Q-${facts.quoteId} as shipment ${facts.number}. Please assign a carrier.`],
      rows: [...rows(facts), ['Price', facts.price], ['Email', facts.email]],
      action: { label: 'Open it in the admin area', url: `${publicUrl}/admin?tab=shipments&shipment=${facts.id}` },
    });
    return { to: notifyQuotesTo, replyTo: facts.email, subject: oneLine(`Shipment ${facts.number} booked: ${facts.companyName}`).slice(0, 200), ...body };
  },
});

/** To the customer: the booking confirmation. */
export const customerShipmentBooked = defineMailKind<ShipmentFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Shipment ${facts.number} is booked`,
      paragraphs: [
        `Hello ${facts.customerName}, thank you for booking with ${COMPANY.name}. We are assigning a carrier and will email you at pickup and delivery.`,
        `Questions? Call ${COMPANY.phone} or write to ${QUOTES_EMAIL}.`,
      ],
      rows: rows(facts),
      action: portalLink(facts, publicUrl),
      ...trackingLink(facts, publicUrl),
    });
    return { to: facts.email, replyTo: QUOTES_EMAIL, subject: `Booked: shipment ${facts.number}`, ...body };
  },
});

/** To the consignee: a shipment is booked to them; the link shows its progress, without sign-in. */
export const consigneeShipmentBooked = defineMailKind<ConsigneeFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Shipment ${facts.number} is on its way to you`,
      paragraphs: [
        `Hello ${facts.consigneeName}, ${facts.senderName} booked a shipment to you with ${COMPANY.name}. Follow its progress, from pickup to delivery, on its tracking page: no account is needed.`,
        `Questions about the delivery? Call ${COMPANY.phone}.`,
      ],
      rows: [
        ['Shipment', facts.number],
        ['From', facts.senderName],
        ['Lane', facts.lane],
        ['Delivery window', facts.delivery],
      ],
      action: { label: 'Track the shipment', url: `${publicUrl}${facts.trackingPath}` },
    });
    return { to: facts.email, replyTo: QUOTES_EMAIL, subject: oneLine(`Shipment ${facts.number} from ${facts.senderName} is booked`).slice(0, 200), ...body };
  },
});

/** To the customer: the load was picked up. */
export const customerShipmentPickedUp = defineMailKind<ShipmentFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Shipment ${facts.number} was picked up`,
      paragraphs: [`Hello ${facts.customerName}, your freight is on its way.`],
      rows: rows(facts),
      action: portalLink(facts, publicUrl),
      ...trackingLink(facts, publicUrl),
    });
    return { to: facts.email, replyTo: QUOTES_EMAIL, subject: `Picked up: shipment ${facts.number}`, ...body };
  },
});

/** To the customer: delivered, with where to download the proof of delivery. */
export const customerShipmentDelivered = defineMailKind<ShipmentFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Shipment ${facts.number} was delivered`,
      paragraphs: [`Hello ${facts.customerName}, your freight was delivered. The proof of delivery can be downloaded from the shipment's page as soon as it is on file.`],
      rows: rows(facts),
      action: portalLink(facts, publicUrl, 'Get the proof of delivery in My Shipments'),
      ...trackingLink(facts, publicUrl),
    });
    return { to: facts.email, replyTo: QUOTES_EMAIL, subject: `Delivered: shipment ${facts.number}`, ...body };
  },
});

/** To the customer: an exception (a delay, damage) on the shipment. */
export const customerShipmentException = defineMailKind<ShipmentFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `An update on shipment ${facts.number}`,
      paragraphs: [`Hello ${facts.customerName}, there is an exception on your shipment. We are on it and will keep you posted.`],
      rows: rows(facts),
      block: { label: 'What happened', text: facts.event.note },
      action: portalLink(facts, publicUrl),
      ...trackingLink(facts, publicUrl),
    });
    return { to: facts.email, replyTo: QUOTES_EMAIL, subject: `Exception: shipment ${facts.number}`, ...body };
  },
});

/**
 * To the operations desk: the assigned carrier reported from the road something staff act on, an
 * exception (to call the customer) or a delivery with its proof (to complete and invoice).
 */
export const staffCarrierReported = defineMailKind<ShipmentFacts>({
  render(facts, { notifyQuotesTo, publicUrl }) {
    const what = SHIPMENT_EVENT_LABELS[facts.event.kind];
    const body = renderLayout({
      heading: `Carrier update on ${facts.number}: ${what}`,
      paragraphs: [
        facts.event.kind === 'delivered'
          ? `The carrier marked shipment ${facts.number} delivered and uploaded the proof of delivery. Please check it and complete the shipment.`
          : `The carrier reported an exception on shipment ${facts.number} (${facts.companyName}). Please follow up with the carrier and the customer.`,
      ],
      rows: rows(facts),
      ...(facts.event.note ? { block: { label: 'Carrier’s note', text: facts.event.note } } : {}),
      action: { label: 'Open it in the admin area', url: `${publicUrl}/admin?tab=shipments&shipment=${facts.id}` },
    });
    return { to: notifyQuotesTo, subject: oneLine(`Carrier update: ${what} on ${facts.number}`).slice(0, 200), ...body };
  },
});
