import type { Request, Response } from 'express';
import { easternDate } from '@freight/domain';
import type { InvoiceStatus } from '@freight/domain/billing';
import { datedName, sendCsv } from '../../core/csv';
import * as service from './billing-reports.service';
import { AGING_COLUMNS, INVOICE_COLUMNS, invoiceRows, QUICKBOOKS_COLUMNS, QUICKBOOKS_STATUSES, quickBooksRows } from './invoice-exports';
import { customersOwing, everyCustomerAging } from './receivable-totals';

type ExportQuery = { status?: InvoiceStatus | ''; from?: string; to?: string };

export async function arAging(_req: Request, res: Response) {
  res.json(await service.arAging());
}

/** Every customer who owes something, largest balance first, by days past due today (Eastern). */
export async function arAgingCsv(_req: Request, res: Response) {
  await sendCsv(res, datedName('ar-aging'), AGING_COLUMNS, everyCustomerAging(easternDate()), await customersOwing());
}

export async function weeklyRevenue(_req: Request, res: Response) {
  res.json(await service.weeklyRevenue());
}

export async function margins(req: Request, res: Response) {
  res.json({ items: await service.loadMargins((req.query as unknown as { shipmentIds: number[] }).shipmentIds) });
}

/** Every invoice (or one status's), one row each, with the money behind it; oldest first. */
export async function invoicesCsv(req: Request, res: Response) {
  const { status, from, to } = req.query as ExportQuery;
  const filter = { statuses: status ? [status] : undefined, from, to };
  await sendCsv(res, datedName('invoices'), INVOICE_COLUMNS, invoiceRows(service.exportedInvoices(filter), easternDate()), await service.countExported(filter));
}

/** QuickBooks Online's invoice import: a row per line of each sent, partially paid or paid invoice. */
export async function quickBooksCsv(req: Request, res: Response) {
  const { from, to } = req.query as ExportQuery;
  await sendCsv(res, datedName('invoices-quickbooks'), QUICKBOOKS_COLUMNS, quickBooksRows(service.exportedInvoices({ statuses: QUICKBOOKS_STATUSES, from, to })));
}
