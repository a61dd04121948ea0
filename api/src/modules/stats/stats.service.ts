import { type AdminStats, OVERVIEW_RECENT_QUOTES } from '@freight/domain';
import { carrierRateView } from '../carrier-rates/carrier-rate-view';
import { equipmentPricingView } from '../equipment-pricing/equipment-pricing-view';
import { mailCounts } from '../mail/mail.service';
import { quoteView } from '../quotes/quote-view';
import { userView } from '../users/user-view';

/** The overview's figures, from the list views (exact, and independent of how much is stored). */
export async function adminStats(): Promise<AdminStats> {
  const [users, activeUsers, quotes, pending, approved, rejected, completed, rates, activeRates, equipment, activeEquipment, recent, mail] =
    await Promise.all([
      userView.count(),
      userView.count('active'),
      quoteView.count(),
      quoteView.count('status:pending'),
      quoteView.count('status:approved'),
      quoteView.count('status:rejected'),
      quoteView.count('status:completed'),
      carrierRateView.count(),
      carrierRateView.count('active'),
      equipmentPricingView.count(),
      equipmentPricingView.count('active'),
      quoteView.list({ offset: 0, limit: OVERVIEW_RECENT_QUOTES }),
      mailCounts(),
    ]);
  return {
    users: { total: users, active: activeUsers },
    quotes: { total: quotes, pending, approved, rejected, completed },
    carrierRates: { total: rates, active: activeRates },
    equipment: { total: equipment, active: activeEquipment },
    recentQuotes: recent.items,
    mail,
  };
}
