import { calculateQuote, PATHS, type QuoteEstimate } from '@freight/domain';
import { maybeSignedIn } from './session/auth-api';
import type { CurrentUser } from './session/use-current-user';

/**
 * The calculator's "Book This Shipment" hands its estimate on through sessionStorage: to the portal
 * for a signed-in customer, to the landing page's public quote form for a visitor. It survives a
 * visitor's detour through /login or /register in the same tab.
 */
export const PENDING_ESTIMATE_KEY = 'freight.pendingEstimate';

/** Query value on /dashboard telling the portal it was opened from the calculator. */
const FROM_CALCULATOR_QUERY = 'from=calculator';

/** Where the calculator's "Book This Shipment" goes for a signed-in customer. */
export const BOOKING_PATH = `${PATHS.dashboard}?${FROM_CALCULATOR_QUERY}`;

/** The landing page section holding the public quote form. */
export const PUBLIC_QUOTE_SECTION = 'contact';

/** Where it goes for a visitor: the public quote form, which takes the estimate in. */
export const PUBLIC_BOOKING_PATH = `${PATHS.home}?${FROM_CALCULATOR_QUERY}#${PUBLIC_QUOTE_SECTION}`;

/**
 * Where "Book This Shipment" goes: the portal for a customer, the public quote form for a visitor. A
 * browser that may be signed in and is still being asked goes to the portal, which sends a visitor on.
 */
export function bookingPathFor({ user, isLoading }: Pick<CurrentUser, 'user' | 'isLoading'>): string {
  if (user || (isLoading && maybeSignedIn())) return BOOKING_PATH;
  return PUBLIC_BOOKING_PATH;
}

/** Whether a page was opened by "Book This Shipment" (its location's search, e.g. '?from=calculator'). */
export const isFromCalculator = (search: string) => new URLSearchParams(search).get('from') === 'calculator';

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
