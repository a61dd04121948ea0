import { User, type UserRecord } from '../models/user.model';
import { wordsOf } from '../search-keys';
import { type ViewRow, RecordView } from './record-view';

/** The users list (newest account first), its search, the carriers by status, and the counts of active accounts and admins. */
export const userView = new RecordView<UserRecord>(
  'users',
  () => User,
  { id: 1, isActive: 1, isAdmin: 1, accountType: 1, carrierStatus: 1, firstName: 1, lastName: 1, username: 1, email: 1, companyName: 1, insuranceDueAt: 1 },
  (user): ViewRow => ({
    id: user.id,
    at: user.id,
    tags: [
      user.isActive ? 'active' : 'inactive',
      ...(user.isActive && user.isAdmin ? ['active-admin'] : []),
      ...(user.accountType === 'carrier' ? ['carrier', `carrier:${user.carrierStatus ?? 'pending'}`] : []),
      ...(user.insuranceDueAt ? ['insurance-due'] : []),
    ],
    words: wordsOf([user.firstName, user.lastName, user.username, user.email, user.companyName]),
    // When the insurance expiry job next has work for this carrier (users.insuranceDue).
    deadline: user.insuranceDueAt ? new Date(user.insuranceDueAt).getTime() : undefined,
  }),
);
