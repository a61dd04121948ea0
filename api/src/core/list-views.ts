import { carrierRateView } from '../modules/carrier-rates/carrier-rate-view';
import { equipmentPricingView } from '../modules/equipment-pricing/equipment-pricing-view';
import { mailView } from '../modules/mail/mail-view';
import { quoteView } from '../modules/quotes/quote-view';
import { userView } from '../modules/users/user-view';
import { logger } from './logger';

/**
 * Builds every list view in the background once the API listens, so the first person to open a
 * list after a start does not wait for the one full read each view needs.
 */
export function warmListViews(): void {
  const views = [quoteView, userView, carrierRateView, equipmentPricingView, mailView];
  Promise.all(views.map((view) => view.count())).catch((err: unknown) => logger().warn({ err }, 'list views will be built on first use'));
}
