import { earlyPickup, lateness, SHIPMENT_TIMING_TEXTS, windowClosesAt, windowOpensAt } from './shipment-timing';

const deliveryWindow = { date: '2026-11-25', from: '09:00', to: '17:00' };
const at = (iso: string) => new Date(iso);

describe('windows in Eastern time', () => {
  it('open and close at their Eastern times', () => {
    expect(windowOpensAt(deliveryWindow).toISOString()).toBe('2026-11-25T14:00:00.000Z');
    expect(windowClosesAt(deliveryWindow).toISOString()).toBe('2026-11-25T22:00:00.000Z');
  });
});

describe('lateness', () => {
  it('flags a shipment whose estimated arrival is past its delivery window (HL-10004: window Nov 25, ETA Nov 29)', () => {
    const shipment = { status: 'in-transit' as const, deliveryWindow, eta: '2026-11-29T17:00:00.000Z' };
    expect(lateness(shipment, at('2026-11-24T12:00:00Z'))).toBe('eta-after-window');
    expect(lateness(shipment, at('2026-11-28T12:00:00Z'))).toBe('eta-after-window');
  });

  it('flags a shipment whose window passed undelivered, whatever its ETA said', () => {
    for (const status of ['booked', 'carrier-assigned', 'picked-up', 'in-transit'] as const) {
      expect(lateness({ status, deliveryWindow, eta: null }, at('2026-11-25T22:00:01Z'))).toBe('window-passed');
      expect(lateness({ status, deliveryWindow, eta: '2026-11-25T20:00:00Z' }, at('2026-11-26T08:00:00Z'))).toBe('window-passed');
    }
  });

  it('is on time while the ETA is inside the window and the window has not closed', () => {
    expect(lateness({ status: 'in-transit', deliveryWindow, eta: '2026-11-25T21:59:00Z' }, at('2026-11-25T12:00:00Z'))).toBeNull();
    expect(lateness({ status: 'booked', deliveryWindow }, at('2026-11-25T22:00:00Z'))).toBeNull();
  });

  it('never flags a delivered, completed or cancelled shipment', () => {
    for (const status of ['delivered', 'completed', 'cancelled'] as const) {
      expect(lateness({ status, deliveryWindow, eta: '2026-11-29T17:00:00Z' }, at('2026-12-01T12:00:00Z'))).toBeNull();
    }
  });

  it('says why in words', () => {
    expect(SHIPMENT_TIMING_TEXTS.late).toBe('Late');
    expect(SHIPMENT_TIMING_TEXTS.why('eta-after-window')).toBe('The estimated arrival is after the delivery window.');
    expect(SHIPMENT_TIMING_TEXTS.why('window-passed')).toBe('The delivery window has passed and the shipment is not delivered yet.');
  });
});

describe('earlyPickup', () => {
  const pickupWindow = { date: '2026-12-01', from: '08:00', to: '12:00' };
  it('is a pickup recorded before the pickup window opens (Eastern)', () => {
    expect(earlyPickup(pickupWindow, at('2026-12-01T12:59:59Z'))).toBe(true);
    expect(earlyPickup(pickupWindow, at('2026-11-30T20:00:00Z'))).toBe(true);
    expect(earlyPickup(pickupWindow, at('2026-12-01T13:00:00Z'))).toBe(false);
    expect(earlyPickup(pickupWindow, at('2026-12-01T18:00:00Z'))).toBe(false);
  });
});
