import type { PublicTracking } from '@freight/domain';

/** A tracking link's public facts, for the tests of the page (component, server render, hydration). */
export const TRACKING_FIXTURE: PublicTracking = {
  number: 'HL-10004',
  status: 'in-transit',
  exception: false,
  origin: { city: 'Newark', state: 'NJ' },
  destination: { city: 'Boston', state: 'MA' },
  deliveryWindow: { date: '2026-12-03', from: '09:00', to: '17:00' },
  eta: null,
  events: [
    { kind: 'booked', at: '2026-11-30T15:00:00.000Z', location: { city: 'Newark', state: 'NJ' }, recordedBy: { role: 'customer', name: 'Customer' } },
    { kind: 'in-transit', at: '2026-12-01T15:00:00.000Z', location: { city: 'Hartford', state: 'CT' }, recordedBy: { role: 'carrier', name: 'Carrier' } },
  ],
};
