import { logger } from '../../core/logger';
import { carrierRateView, equipmentPricingView, websiteContentView } from './admin-record-views';
import { loadBoardView, offerView } from './load-board-view';
import { mailJobView, mailView } from './mail-view';
import { quoteView } from './quote-view';
import { userView } from './user-view';

/**
 * Builds every list view in the background once the API listens, so the first person to open a
 * list after a start does not wait for the one full read each view needs.
 */
export function warmListViews(): void {
  const views = [quoteView, userView, carrierRateView, equipmentPricingView, websiteContentView, mailView, mailJobView, loadBoardView, offerView];
  Promise.all(views.map((view) => view.count())).catch((err: unknown) => logger().warn({ err }, 'list views will be built on first use'));
}
