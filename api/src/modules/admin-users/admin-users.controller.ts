import type { Request, Response } from 'express';
import type { AdminUserUpdate } from '@freight/domain';
import { ACCOUNT_TYPE_LABELS } from '@freight/domain';
import { type CsvColumn, datedName, sendCsv } from '../../core/csv';
import { sendList } from '../../core/list';
import type { UserRecord } from '../users/user.model';
import type { ListQuery } from '../../core/resource-helpers';
import * as service from './admin-users.service';

const idOf = (req: Request) => Number(req.params.id);

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listUsers(req.query as unknown as ListQuery);
  sendList(res, items, total);
}

export async function update(req: Request, res: Response) {
  res.json(await service.updateUser(req.user!, idOf(req), req.body as AdminUserUpdate));
}

export async function remove(req: Request, res: Response) {
  await service.deleteUser(req.user!, idOf(req));
  res.status(204).end();
}

/** The users list's CSV columns: who they are and what they may do; never a password or a key. */
const USER_COLUMNS: CsvColumn<UserRecord>[] = [
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

/** The users list as CSV, with the list's search applied. */
export async function exportCsv(req: Request, res: Response) {
  await sendCsv(res, datedName('users'), USER_COLUMNS, service.matchingUsers(req.query as unknown as ListQuery));
}
