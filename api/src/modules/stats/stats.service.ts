import { type AdminStats, OVERVIEW_RECENT_QUOTES, type Quote as ApiQuote } from '@freight/domain';
import { CarrierRate } from '../carrier-rates/carrier-rate.model';
import { EquipmentPricing } from '../equipment-pricing/equipment-pricing.model';
import { mailCounts } from '../mail/mail.service';
import { Quote } from '../quotes/quote.model';
import { User } from '../users/user.model';

/** The overview's figures: count queries in the database, never lists downloaded and counted. */
export async function adminStats(): Promise<AdminStats> {
  const [users, activeUsers, quotes, pending, approved, rejected, completed, rates, activeRates, equipment, activeEquipment, recent, mail] =
    await Promise.all([
      User.countDocuments(),
      User.countDocuments({ isActive: true }),
      Quote.countDocuments(),
      Quote.countDocuments({ status: 'pending' }),
      Quote.countDocuments({ status: 'approved' }),
      Quote.countDocuments({ status: 'rejected' }),
      Quote.countDocuments({ status: 'completed' }),
      CarrierRate.countDocuments(),
      CarrierRate.countDocuments({ isActive: true }),
      EquipmentPricing.countDocuments(),
      EquipmentPricing.countDocuments({ isActive: true }),
      Quote.find().sort({ createdAt: -1, id: -1 }).limit(OVERVIEW_RECENT_QUOTES),
      mailCounts(),
    ]);
  return {
    users: { total: users, active: activeUsers },
    quotes: { total: quotes, pending, approved, rejected, completed },
    carrierRates: { total: rates, active: activeRates },
    equipment: { total: equipment, active: activeEquipment },
    recentQuotes: recent.map((quote) => quote.toJSON() as unknown as ApiQuote),
    mail,
  };
}
