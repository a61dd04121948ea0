import type { Request, Response } from 'express';
import { type CarrierPaySettings, PAYABLE_MESSAGES, type PayableAccessorialInput, type PayableBatchInput, type PayableHoldInput, type PayablePaymentInput } from '@freight/domain';
import { centsOf, PAYABLE_ACCESSORIAL_LABELS, PAYABLE_HOLD_LABELS, type PayableHoldReason, type PayableListFilter } from '@freight/domain/billing';
import { datedName, sendCsv } from '../../core/csv';
import { sendStoredFile } from '../../core/file-upload';
import { sendList } from '../../core/list';
import { payableJson } from './payable-view';
import { runBatch } from './payables.batch';
import { invoiceFileOf } from './payables.carrier.service';
import { billLines, PAYABLE_COLUMNS, QUICKBOOKS_BILL_COLUMNS } from './payables.export';
import * as service from './payables.service';

const idOf = (req: Request) => Number(req.params.id);
const pageOf = (query: Record<string, unknown>) => ({ offset: Number(query.offset ?? 0), limit: Number(query.limit ?? 100), after: query.after as number | undefined });
const filterOf = (query: Record<string, unknown>): PayableListFilter => ({
  status: (query.status as PayableListFilter['status']) || undefined,
  carrierId: query.carrierId as number | undefined,
  quickPay: query.quickPay as boolean | undefined,
  onHold: query.onHold as boolean | undefined,
});
const answer = (res: Response, message: string, payable: Parameters<typeof payableJson>[0], status = 200) => res.status(status).json({ message, payable: payableJson(payable, 'staff') });

export async function list(req: Request, res: Response) {
  const query = req.query as Record<string, unknown>;
  const { items, total } = await service.listPayables(filterOf(query), pageOf(query));
  sendList(res, items.map((payable) => payableJson(payable, 'staff')), total);
}

export async function show(req: Request, res: Response) {
  res.json(payableJson(await service.findPayable(idOf(req)), 'staff'));
}

export async function invoiceFile(req: Request, res: Response) {
  sendStoredFile(res, await invoiceFileOf(await service.findPayable(idOf(req))));
}

export async function approveAccessorial(req: Request, res: Response) {
  const input = req.body as PayableAccessorialInput;
  const payable = await service.approveAccessorial(req.user!, idOf(req), input);
  answer(res, PAYABLE_MESSAGES.accessorialApproved(PAYABLE_ACCESSORIAL_LABELS[input.kind], payable.accessorials.at(-1)!.amountCents), payable, 201);
}

export async function placeHold(req: Request, res: Response) {
  const input = req.body as PayableHoldInput;
  answer(res, PAYABLE_MESSAGES.holdPlaced(PAYABLE_HOLD_LABELS[input.reason]), await service.placeHold(req.user!, idOf(req), input), 201);
}

export async function releaseHold(req: Request, res: Response) {
  const { reason } = req.body as { reason: PayableHoldReason };
  answer(res, PAYABLE_MESSAGES.holdReleased(PAYABLE_HOLD_LABELS[reason]), await service.releaseHold(req.user!, idOf(req), reason));
}

export async function schedule(req: Request, res: Response) {
  const payable = await service.schedulePayable(req.user!, idOf(req));
  answer(res, PAYABLE_MESSAGES.scheduled(payable.payDate!), payable);
}

export async function recordPayment(req: Request, res: Response) {
  const input = req.body as PayablePaymentInput;
  const { payable, recorded } = await service.recordPayment(req.user!, idOf(req), { amountCents: centsOf(input.amount)!, paidOn: input.paidOn, method: input.method, reference: input.reference });
  answer(res, recorded ? PAYABLE_MESSAGES.paymentRecorded : PAYABLE_MESSAGES.paymentAlreadyRecorded, payable, recorded ? 201 : 200);
}

export async function batch(req: Request, res: Response) {
  res.json(await runBatch(req.user!, req.body as PayableBatchInput));
}

export async function dueByWeek(req: Request, res: Response) {
  res.json(await service.dueByWeek(Number((req.query as Record<string, unknown>).weeks)));
}

export async function exportCsv(req: Request, res: Response) {
  const filter = filterOf(req.query as Record<string, unknown>);
  await sendCsv(res, datedName('payables'), PAYABLE_COLUMNS, service.matchingPayables(filter), await service.countPayables(filter));
}

export async function exportQuickBooks(req: Request, res: Response) {
  const filter = filterOf(req.query as Record<string, unknown>);
  await sendCsv(res, datedName('quickbooks-bills'), QUICKBOOKS_BILL_COLUMNS, billLines(service.matchingPayables(filter)));
}

export async function getSettings(_req: Request, res: Response) {
  res.json(await service.getCarrierPaySettings());
}

export async function saveSettings(req: Request, res: Response) {
  const settings = await service.saveCarrierPaySettings(req.user!, req.body as CarrierPaySettings);
  res.json({ message: PAYABLE_MESSAGES.settingsSaved, settings });
}
