import {
  recorderForReader,
  easternDateTimeToIso,
  EVENT_CLOCK_SKEW_MS,
  eventTimeRefusal,
  nextMilestone,
  nextMilestoneLabel,
  refusalOf,
  SHIPMENT_EVENT_KINDS,
  SHIPMENT_MESSAGES,
  SHIPMENT_STATUSES,
  type ShipmentEventKind,
  type ShipmentStatus,
  shipmentNumber,
  statusAfter,
  trackingExpiresAt,
  trackingLinkExpired,
} from './shipment';
import { shipmentBookingSchema, shipmentCancelSchema, shipmentEventSchema } from './schemas';

/**
 * Every step the timeline allows, written out by hand (status → kinds), with no exception open and a
 * proof of delivery on file. Everything not listed here is refused.
 */
const ALLOWED: Record<ShipmentStatus, ShipmentEventKind[]> = {
  held: [],
  booked: ['carrier-assigned', 'cancelled', 'exception-raised'],
  'carrier-assigned': ['picked-up', 'cancelled', 'exception-raised'],
  'picked-up': ['in-transit', 'exception-raised'],
  'in-transit': ['in-transit', 'delivered', 'exception-raised'],
  delivered: ['completed', 'exception-raised'],
  completed: [],
  cancelled: [],
};

describe('the shipment timeline rule', () => {
  const cases = SHIPMENT_STATUSES.flatMap((status) => SHIPMENT_EVENT_KINDS.map((kind) => [status, kind] as const));

  it.each(cases)('from %s, %s is allowed only where the table says', (status, kind) => {
    const refusal = refusalOf({ status, exceptionOpen: false, hasPod: true }, kind);
    if (ALLOWED[status].includes(kind)) expect(refusal).toBeNull();
    else expect(refusal).toEqual(expect.any(String));
  });

  it('refuses going backwards or skipping a milestone, naming the next step', () => {
    expect(refusalOf({ status: 'in-transit', exceptionOpen: false, hasPod: false }, 'picked-up')).toBe(
      'A shipment that is In transit cannot be marked Picked up. The next step is Delivered.',
    );
    expect(refusalOf({ status: 'booked', exceptionOpen: false, hasPod: false }, 'delivered')).toBe(
      'A shipment that is Booked cannot be marked Delivered. The next step is Carrier assigned.',
    );
    expect(refusalOf({ status: 'booked', exceptionOpen: false, hasPod: false }, 'booked')).toMatch(/cannot be marked Booked/);
  });

  it('cancels only before pickup', () => {
    for (const status of ['picked-up', 'in-transit', 'delivered'] as const) {
      expect(refusalOf({ status, exceptionOpen: false, hasPod: false }, 'cancelled')).toBe(SHIPMENT_MESSAGES.cancelAfterPickup);
    }
  });

  it('completes a delivered shipment only with a proof of delivery', () => {
    expect(refusalOf({ status: 'delivered', exceptionOpen: false, hasPod: false }, 'completed')).toBe(SHIPMENT_MESSAGES.podRequired);
    expect(refusalOf({ status: 'delivered', exceptionOpen: false, hasPod: true }, 'completed')).toBeNull();
  });

  it('raises one exception at a time and clears only an open one, at any open point', () => {
    for (const status of ['booked', 'carrier-assigned', 'picked-up', 'in-transit', 'delivered'] as const) {
      expect(refusalOf({ status, exceptionOpen: true, hasPod: false }, 'exception-raised')).toBe(SHIPMENT_MESSAGES.exceptionAlreadyOpen);
      expect(refusalOf({ status, exceptionOpen: true, hasPod: false }, 'exception-cleared')).toBeNull();
      expect(refusalOf({ status, exceptionOpen: false, hasPod: false }, 'exception-cleared')).toBe(SHIPMENT_MESSAGES.noOpenException);
    }
    // An open exception does not hold the milestones back.
    expect(refusalOf({ status: 'in-transit', exceptionOpen: true, hasPod: false }, 'delivered')).toBeNull();
  });

  it('records nothing on a booking held for a credit review, and says to approve or refuse it first', () => {
    for (const kind of SHIPMENT_EVENT_KINDS) expect(refusalOf({ status: 'held', exceptionOpen: false, hasPod: false }, kind)).toBe(SHIPMENT_MESSAGES.heldForStaff);
    expect(nextMilestone('held')).toBe('booked');
  });

  it('records nothing on a closed shipment', () => {
    expect(refusalOf({ status: 'completed', exceptionOpen: false, hasPod: true }, 'exception-raised')).toBe(SHIPMENT_MESSAGES.closed('completed'));
    expect(refusalOf({ status: 'cancelled', exceptionOpen: true, hasPod: false }, 'exception-cleared')).toBe(SHIPMENT_MESSAGES.closed('cancelled'));
  });

  it('moves the status with milestones only', () => {
    expect(statusAfter('in-transit', 'exception-raised')).toBe('in-transit');
    expect(statusAfter('in-transit', 'delivered')).toBe('delivered');
    expect(nextMilestone('delivered')).toBe('completed');
    expect(nextMilestone('cancelled')).toBeNull();
    expect(nextMilestoneLabel({ status: 'delivered', pod: null })).toBe('Proof of delivery');
    expect(nextMilestoneLabel({ status: 'booked', pod: null })).toBe('Carrier assigned');
    expect(nextMilestoneLabel({ status: 'completed', pod: null })).toBe('');
  });
});

describe('shipment numbers and tracking expiry', () => {
  it('numbers shipments HL- and a sequence', () => {
    expect(shipmentNumber(1)).toBe('HL-10001');
    expect(shipmentNumber(42)).toBe('HL-10042');
  });

  it('keeps a tracking link until 45 days after delivery', () => {
    const delivered = new Date('2026-03-01T15:00:00Z');
    expect(trackingExpiresAt(delivered)?.toISOString()).toBe('2026-04-15T15:00:00.000Z');
    expect(trackingLinkExpired(delivered, new Date('2026-04-15T14:59:59Z'))).toBe(false);
    expect(trackingLinkExpired(delivered, new Date('2026-04-15T15:00:00Z'))).toBe(true);
    expect(trackingLinkExpired(null)).toBe(false);
  });
});

const party = {
  name: 'Acme Plant',
  address: { street: '1 Dock Rd', city: 'Newark', state: 'nj', zip: '07105' },
  contactName: 'Pat Lee',
  phone: '(973) 555-0100',
};
const booking = {
  quoteId: 7,
  pickupWindow: { date: '2026-12-01', from: '08:00', to: '12:00' },
  deliveryWindow: { date: '2026-12-03', from: '09:00', to: '17:00' },
  shipper: party,
  consignee: { ...party, name: 'Harbor Store', address: { ...party.address, city: 'Boston', state: 'MA', zip: '02110' } },
  commodity: 'Machine parts',
  pieces: 4,
  weight: 2500,
};

describe('booking and event schemas', () => {
  const firstError = (schema: typeof shipmentBookingSchema, value: unknown) => schema.validate(value, { abortEarly: true }).error?.details[0].message;

  it('takes a complete booking and upper-cases the states', () => {
    const { error, value } = shipmentBookingSchema.validate(booking);
    expect(error).toBeUndefined();
    expect(value.shipper.address.state).toBe('NJ');
  });

  it('refuses a window that ends before it starts, and delivery before pickup', () => {
    expect(firstError(shipmentBookingSchema, { ...booking, pickupWindow: { date: '2026-12-01', from: '12:00', to: '08:00' } })).toBe(SHIPMENT_MESSAGES.windowOrder);
    expect(firstError(shipmentBookingSchema, { ...booking, deliveryWindow: { date: '2026-11-30', from: '09:00', to: '17:00' } })).toBe(SHIPMENT_MESSAGES.deliveryBeforePickup);
  });

  it('names the missing field', () => {
    expect(firstError(shipmentBookingSchema, { ...booking, commodity: '' })).toBe('Please describe the commodity');
    expect(firstError(shipmentBookingSchema, { ...booking, pieces: 0 })).toBe('Pieces must be at least 1');
    expect(firstError(shipmentBookingSchema, { ...booking, shipper: { ...party, phone: '' } })).toBe('Please enter a contact phone');
    expect(firstError(shipmentBookingSchema, { ...booking, consignee: { ...party, address: { ...party.address, zip: '7105' } } })).toBe('Please enter a valid ZIP code');
  });

  it('needs a note for an exception and a reason to cancel', () => {
    expect(shipmentEventSchema.validate({ kind: 'exception-raised' }).error?.message).toBe(SHIPMENT_MESSAGES.noteRequired);
    expect(shipmentEventSchema.validate({ kind: 'exception-raised', note: 'Weather delay' }).error).toBeUndefined();
    expect(shipmentEventSchema.validate({ kind: 'booked' }).error?.message).toBe('Please choose an event');
    expect(shipmentCancelSchema.validate({ reason: ' ' }).error?.message).toBe(SHIPMENT_MESSAGES.reasonRequired);
  });
});

describe('when an event happened', () => {
  const now = new Date('2026-11-26T15:00:00Z');
  it('may be now, a little ahead of the server clock, or after the last event', () => {
    expect(eventTimeRefusal(now, '2026-11-26T14:00:00Z', now)).toBeNull();
    expect(eventTimeRefusal(new Date(now.getTime() + EVENT_CLOCK_SKEW_MS), undefined, now)).toBeNull();
    expect(eventTimeRefusal(new Date('2026-11-26T14:00:00Z'), '2026-11-26T14:00:00Z', now)).toBeNull();
  });
  it('is refused in the future, before the last event, or when it is no time at all', () => {
    expect(eventTimeRefusal(new Date(now.getTime() + EVENT_CLOCK_SKEW_MS + 1), undefined, now)).toBe(SHIPMENT_MESSAGES.eventInFuture);
    expect(eventTimeRefusal(new Date('2026-11-26T13:59:59Z'), '2026-11-26T14:00:00Z', now)).toBe(SHIPMENT_MESSAGES.eventBeforeLast);
    expect(eventTimeRefusal(new Date('nonsense'), undefined, now)).toBe(SHIPMENT_MESSAGES.eventTimeInvalid);
  });
  it('is typed in Eastern time, standard and daylight', () => {
    expect(easternDateTimeToIso('2026-11-26', '09:30')).toBe('2026-11-26T14:30:00.000Z');
    expect(easternDateTimeToIso('2026-07-04', '09:30')).toBe('2026-07-04T13:30:00.000Z');
    expect(easternDateTimeToIso('2026-07-04', '')).toBe('2026-07-04T04:00:00.000Z');
    expect(easternDateTimeToIso('', '09:30')).toBe('');
    expect(easternDateTimeToIso('2026-02-30', '09:30')).toBeNull();
    expect(easternDateTimeToIso('2026-11-26', '24:10')).toBeNull();
  });
});

describe('recorderForReader', () => {
  it('names staff Harborline, the carrier Carrier, and the customer You to itself and Customer to the tracking page', () => {
    expect(recorderForReader('staff', 'customer')).toEqual({ role: 'staff', name: 'Harborline' });
    expect(recorderForReader('system', 'public')).toEqual({ role: 'system', name: 'Harborline' });
    expect(recorderForReader('carrier', 'customer')).toEqual({ role: 'carrier', name: 'Carrier' });
    expect(recorderForReader('customer', 'customer')).toEqual({ role: 'customer', name: 'You' });
    // A company's own people, by name: the colleague who booked it.
    expect(recorderForReader('customer', 'customer', 'Sam Shipper')).toEqual({ role: 'customer', name: 'Sam Shipper' });
    expect(recorderForReader('customer', 'public', 'Sam Shipper')).toEqual({ role: 'customer', name: 'Customer' });
    expect(recorderForReader('customer', 'public')).toEqual({ role: 'customer', name: 'Customer' });
  });
});
