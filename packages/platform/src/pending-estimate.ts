import { calculateQuote, PATHS, type QuoteEstimate } from '@freight/domain';

/**
 * The calculator's "Book This Shipment" hands its estimate to the portal through sessionStorage,
 * so it survives the detour of a signed-out visitor through /login or /register in the same tab.
 */
export const PENDING_ESTIMATE_KEY = 'freight.pendingEstimate';

/** Query value on /dashboard telling the portal it was opened from the calculator. */
const FROM_CALCULATOR_QUERY = 'from=calculator';

/** Where the calculator's "Book This Shipment" goes. */
export const BOOKING_PATH = `${PATHS.dashboard}?${FROM_CALCULATOR_QUERY}`;

export function savePendingEstimate(estimate: QuoteEstimate): void {
  try {
    window.sessionStorage.setItem(PENDING_ESTIMATE_KEY, JSON.stringify(estimate));
  } catch {
    // Storage can be blocked (private mode); the portal then starts with an empty quote form.
  }
}

/** The stored estimate, or null when there is none or it is not one the calculator could have made. */
export function readPendingEstimate(): QuoteEstimate | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_ESTIMATE_KEY);
    if (!raw) return null;
    const { originZip, destinationZip, weight, serviceType, cargoType } = JSON.parse(raw) ?? {};
    const fields = [originZip, destinationZip, weight, serviceType, cargoType].map((v) => (v == null ? '' : String(v).trim()));
    if (fields.some((v) => v === '')) return null;
    const estimate: QuoteEstimate = { originZip: fields[0], destinationZip: fields[1], weight: fields[2], serviceType: fields[3], cargoType: fields[4] };
    // The server validates and prices it again; here it only has to be something the calculator could price.
    return calculateQuote(estimate) ? estimate : null;
  } catch {
    return null;
  }
}

export function clearPendingEstimate(): void {
  try {
    window.sessionStorage.removeItem(PENDING_ESTIMATE_KEY);
  } catch {
    // Forgetting it for this page is enough.
  }
}
