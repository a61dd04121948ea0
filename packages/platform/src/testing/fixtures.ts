import type { User } from '@freight/domain';

/** A signed-in account for component tests: a customer unless `overrides` say otherwise. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 12,
    username: 'dana.reyes',
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    companyName: 'Reyes Goods',
    accountType: 'customer',
    isAdmin: false,
    isActive: true,
    createdAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** The API's answer to GET /api/user without a session, as a mockApi reply. */
export const signedOutAnswer = { status: 401, body: { message: 'Authentication required' } };
