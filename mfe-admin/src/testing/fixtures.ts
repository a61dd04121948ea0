/** Sample records for the admin app's component tests (accounts from the platform's test fixtures). */
import type { AdminStats, Quote } from '@freight/domain';
import { makeUser } from '@freight/platform/testing';

export { makeUser };

export const primaryAdmin = makeUser({
  id: 3,
  username: 'Admin',
  firstName: 'Primary',
  lastName: 'Administrator',
  email: 'admin@harborlinefreight.com',
  accountType: 'admin',
  isAdmin: true,
});

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 41,
    firstName: 'Olga',
    lastName: 'Petrova',
    email: 'olga@tundra.example',
    phone: '555-0100',
    companyName: 'Tundra Mills',
    serviceNeeded: 'Freight Transportation',
    projectDetails: 'Two pallets to Boston',
    status: 'pending',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export const emptyStats: AdminStats = {
  users: { total: 0, active: 0 },
  quotes: { total: 0, pending: 0, approved: 0, rejected: 0, completed: 0 },
  carrierRates: { total: 0, active: 0 },
  equipment: { total: 0, active: 0 },
  recentQuotes: [],
  mail: { queued: 0, sent: 0, failed: 0 },
};
