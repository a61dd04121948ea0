import type { Request, Response } from 'express';
import type { AdminUserUpdate } from '@freight/domain';
import { CUSTOMER_BILLING_MESSAGES, type CustomerBillingUpdate } from '@freight/domain/billing';
import { datedName, sendCsv } from '../../core/csv';
import { sendList } from '../../core/list';
import { USER_COLUMNS } from './admin-users.export';
import type { UserListQuery } from './admin-users.service';
import * as service from './admin-users.service';
import * as billing from './customer-billing.service';

const idOf = (req: Request) => Number(req.params.id);

export async function list(req: Request, res: Response) {
  const { items, total } = await service.listUsers(req.query as unknown as UserListQuery);
  sendList(res, items, total);
}

export async function update(req: Request, res: Response) {
  res.json(await service.updateUser(req.user!, idOf(req), req.body as AdminUserUpdate));
}

export async function remove(req: Request, res: Response) {
  await service.deleteUser(req.user!, idOf(req));
  res.status(204).end();
}

/** The users list as CSV, with the list's search applied. */
export async function exportCsv(req: Request, res: Response) {
  const filter = req.query as unknown as UserListQuery;
  await sendCsv(res, datedName('users'), USER_COLUMNS, service.matchingUsers(filter), await service.countUsers(filter));
}

export async function customerBilling(req: Request, res: Response) {
  res.json(await billing.customerBilling(idOf(req)));
}

export async function updateCustomerBilling(req: Request, res: Response) {
  const { user, billing: settings } = await billing.updateCustomerBilling(req.user!, idOf(req), req.body as CustomerBillingUpdate);
  res.json({ message: CUSTOMER_BILLING_MESSAGES.saved, billing: settings, user });
}
