import { type AdminStats, OVERVIEW_RECENT_QUOTES, type Quote } from '@freight/domain';
import { carrierRates, equipmentPricing, mailQueue, quotes, users } from '../../store';

/** The overview's figures: counts the store answers from indexes, never by reading lists. */
export async function adminStats(): Promise<AdminStats> {
  const [usersTotal, activeUsers, quotesTotal, pending, overdue, approved, rejected, completed, rates, activeRates, equipment, activeEquipment, recent, mail] =
    await Promise.all([
      users.count(),
      users.count('active'),
      quotes.count(),
      quotes.count({ status: 'pending' }),
      quotes.count({ overdue: true }),
      quotes.count({ status: 'approved' }),
      quotes.count({ status: 'rejected' }),
      quotes.count({ status: 'completed' }),
      carrierRates.count(),
      carrierRates.count('active'),
      equipmentPricing.count(),
      equipmentPricing.count('active'),
      quotes.list({}, { offset: 0, limit: OVERVIEW_RECENT_QUOTES }),
      mailQueue.counts(),
    ]);
  return {
    users: { total: usersTotal, active: activeUsers },
    quotes: { total: quotesTotal, pending, overdue, approved, rejected, completed },
    carrierRates: { total: rates, active: activeRates },
    equipment: { total: equipment, active: activeEquipment },
    recentQuotes: recent.items as unknown as Quote[],
    mail,
  };
}
