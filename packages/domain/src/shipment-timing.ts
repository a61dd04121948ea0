import { formatEasternDateTime } from './offer';
import { easternDateTimeToIso, type ShipmentStatus, type TimeWindow } from './shipment';

/** When a window (a day and hours, Eastern) opens and closes. */
export const windowOpensAt = (w: TimeWindow) => new Date(easternDateTimeToIso(w.date, w.from) || Number.NaN);
export const windowClosesAt = (w: TimeWindow) => new Date(easternDateTimeToIso(w.date, w.to) || Number.NaN);

/** Why a shipment is late: its estimated arrival falls after the delivery window, or the window closed before delivery. */
export type Lateness = 'eta-after-window' | 'window-passed';

/** Statuses a shipment can still be late in: on its way to delivery. */
const UNDELIVERED: readonly ShipmentStatus[] = ['booked', 'carrier-assigned', 'picked-up', 'in-transit'];

/**
 * Whether a shipment is late, and why: one not yet delivered whose estimated arrival is after its
 * delivery window closes, or whose window has closed. Null when on time (or delivered, or cancelled).
 */
export function lateness(shipment: { status: ShipmentStatus; deliveryWindow: TimeWindow; eta?: string | null }, now: Date = new Date()): Lateness | null {
  if (!UNDELIVERED.includes(shipment.status)) return null;
  const closes = windowClosesAt(shipment.deliveryWindow);
  if (shipment.eta && new Date(shipment.eta) > closes) return 'eta-after-window';
  if (now > closes) return 'window-passed';
  return null;
}

/** A pickup recorded at `at`, before the pickup window opens: the carrier is asked to confirm it. */
export const earlyPickup = (pickupWindow: TimeWindow, at: Date) => at < windowOpensAt(pickupWindow);

export const SHIPMENT_TIMING_TEXTS = {
  late: 'Late',
  why: (reason: Lateness) =>
    reason === 'eta-after-window' ? 'The estimated arrival is after the delivery window.' : 'The delivery window has passed and the shipment is not delivered yet.',
  earlyPickup: (pickupWindow: TimeWindow) =>
    `The pickup window opens ${formatEasternDateTime(windowOpensAt(pickupWindow))}. Confirm that the load was picked up before it to record the pickup now.`,
  confirmEarlyPickup: 'The load was picked up before its pickup window',
  confirmEarlyPickupRequired: 'Please confirm the early pickup, or record it once the window opens',
} as const;
