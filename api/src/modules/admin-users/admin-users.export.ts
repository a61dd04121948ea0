import { ACCOUNT_TYPE_LABELS } from '@freight/domain';
import type { CsvColumn } from '../../core/csv';
import type { StoredUser } from '../../store';

/** The users list's CSV columns: who they are and what they may do; never a password or a key. */
export const USER_COLUMNS: CsvColumn<StoredUser>[] = [
  { header: 'User #', value: (u) => u.id },
  { header: 'Username', value: (u) => u.username },
  { header: 'First name', value: (u) => u.firstName },
  { header: 'Last name', value: (u) => u.lastName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Company', value: (u) => u.companyName },
  { header: 'Account type', value: (u) => ACCOUNT_TYPE_LABELS[u.accountType ?? 'customer'] },
  { header: 'Active', value: (u) => (u.isActive ? 'yes' : 'no') },
  { header: 'Admin', value: (u) => (u.isAdmin ? 'yes' : 'no') },
  { header: 'Created', value: (u) => (u.createdAt ? new Date(u.createdAt).toISOString() : '') },
];
