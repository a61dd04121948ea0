import { type AccountsPayableByWeek, type CarrierPaySettings, easternDate, PAYABLE_MESSAGES, type PayableAccessorialInput, type PayableHoldInput, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@freight/domain';
import {
  accessorialRefusal,
  applyPayablePayment,
  BILLING_MESSAGES,
  centsOf,
  mondayOf,
  nextPayableStatus,
  PAYABLE_HOLD_LABELS,
  type PayableHoldReason,
  type PayableListFilter,
  payableNet,
  payablesDueByWeek,
  payDateOf,
  plusDays,
  readiness,
  sumCents,
} from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { logger } from '../../core/logger';
import { carrierPaySettings, type PageRequest, payables, type SignedInUser, StoreError, type StoredPayable, users } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { mailRequest, releaseOutbox } from '../mail/mail-outbox';
import { refreshed } from './payable-facts';
import { rulesOf } from './payable-view';

/** Who acts: the signed-in staff member. */
export type Actor = Pick<SignedInUser, 'id' | 'username' | 'firstName' | 'lastName'>;

export interface PaymentDetails {
  amountCents: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
}

const PAYMENT_TRIES = 3;
const source = (id: number) => ({ collection: 'payables', id }) as const;
const nameOf = (actor: Actor) => `${actor.firstName} ${actor.lastName}`.trim();
const byActor = (actor: Actor) => ({ userId: actor.id, name: nameOf(actor) });
const isConflict = (error: unknown) => error instanceof StoreError && error.kind === 'conflict';

export const listPayables = (filter: PayableListFilter, page: PageRequest) => payables.list(filter, page);
export const countPayables = (filter: PayableListFilter) => payables.count(filter);
/** Every payable the filter matches, oldest first, from a cursor (the exports). */
export const matchingPayables = (filter: PayableListFilter) => payables.matching(filter);

export const getCarrierPaySettings = () => carrierPaySettings.get();

/** Staff change the quick pay fee and the standard terms: new quick pay requests and new payables take them; those made before keep theirs. */
export async function saveCarrierPaySettings(actor: Actor, settings: CarrierPaySettings): Promise<CarrierPaySettings> {
  const before = await carrierPaySettings.get();
  const after = await carrierPaySettings.save(settings);
  await recordAudit({ actor, action: 'update', entity: 'carrier-pay-settings', entityId: null, before, after });
  return after;
}

export async function findPayable(id: number): Promise<StoredPayable> {
  const payable = await payables.find(id);
  if (!payable) throw new ApiError(404, PAYABLE_MESSAGES.notFound);
  return payable;
}

/** Saves a change staff made (its facts looked at again first) and records it in the audit log. */
async function saveChange(actor: Actor, before: StoredPayable, changed: StoredPayable, action: string, after: Record<string, unknown>): Promise<StoredPayable> {
  const saved = await onConflict(payables.save(await refreshed(changed)), PAYABLE_MESSAGES.changedMeanwhile);
  await recordAudit({ actor, action, entity: 'payable', entityId: saved.id, before: { status: before.status }, after: { status: saved.status, ...after } });
  logger().info({ event: `payable.${action}`, payableId: saved.id, status: saved.status, userId: actor.id }, 'payable changed');
  return saved;
}

/** Staff approve an accessorial the carrier is owed on top of the rate confirmation (detention, lumper, layover), until it is scheduled. */
export async function approveAccessorial(actor: Actor, id: number, input: PayableAccessorialInput, now = new Date()): Promise<StoredPayable> {
  const payable = await findPayable(id);
  const refusal = accessorialRefusal(payable.status);
  if (refusal) throw new ApiError(409, refusal);
  const amountCents = centsOf(input.amount)!;
  if (amountCents <= 0) throw new ApiError(400, PAYABLE_MESSAGES.accessorialNotPositive, { amount: PAYABLE_MESSAGES.accessorialNotPositive });
  const line = { kind: input.kind, description: input.description.trim(), amountCents, approvedAt: now, approvedBy: byActor(actor) };
  return saveChange(actor, payable, { ...payable, accessorials: [...payable.accessorials, line] }, 'approve-accessorial', { kind: line.kind, amountCents });
}

/** Staff hold a payable for a reason, with a note; held, it is not ready, and a scheduled one is not paid. */
export async function placeHold(actor: Actor, id: number, input: PayableHoldInput, now = new Date()): Promise<StoredPayable> {
  const payable = await findPayable(id);
  const label = PAYABLE_HOLD_LABELS[input.reason];
  if (payable.status === 'paid') throw new ApiError(409, PAYABLE_MESSAGES.holdOnPaid);
  if (payable.holds.some((hold) => hold.reason === input.reason)) throw new ApiError(409, PAYABLE_MESSAGES.holdAlready(label));
  const hold = { reason: input.reason, note: input.note.trim(), placedAt: now, placedBy: byActor(actor) };
  return saveChange(actor, payable, { ...payable, holds: [...payable.holds, hold] }, 'hold', { reason: hold.reason, note: hold.note });
}

export async function releaseHold(actor: Actor, id: number, reason: PayableHoldReason): Promise<StoredPayable> {
  const payable = await findPayable(id);
  if (!payable.holds.some((hold) => hold.reason === reason)) throw new ApiError(409, PAYABLE_MESSAGES.holdNotPlaced(PAYABLE_HOLD_LABELS[reason]));
  return saveChange(actor, payable, { ...payable, holds: payable.holds.filter((hold) => hold.reason !== reason) }, 'release-hold', { reason });
}

/**
 * Staff schedule a ready payable into a pay run: quick pay within two business days, otherwise the
 * due date of the carrier's invoice on the payable's terms. The paperwork is looked at again first,
 * so a lapsed document or a hold refuses it with every reason.
 */
export async function schedulePayable(actor: Actor, id: number, now = new Date()): Promise<StoredPayable> {
  const payable = await findPayable(id);
  const current = await refreshed(payable, now);
  // Delivered means something is missing: say what, rather than that a step was skipped.
  const check = readiness(rulesOf(current));
  if (!check.ready && current.status === 'delivered') throw new ApiError(409, BILLING_MESSAGES.payableNotReady(check.reasons));
  const step = nextPayableStatus(rulesOf(current), 'scheduled');
  if (!step.ok) throw new ApiError(409, step.error);
  const payDate = payDateOf({ quickPay: Boolean(current.quickPay), carrierInvoiceDate: current.carrierInvoice?.invoiceDate ?? null, terms: current.terms }, easternDate(now));
  const saved = await onConflict(payables.save({ ...current, status: 'scheduled', payDate, scheduledAt: now }), PAYABLE_MESSAGES.changedMeanwhile);
  await recordAudit({ actor, action: 'schedule', entity: 'payable', entityId: id, before: { status: payable.status }, after: { status: saved.status, payDate, quickPay: Boolean(saved.quickPay) } });
  logger().info({ event: 'payable.scheduled', payableId: id, payDate, userId: actor.id }, 'payable scheduled');
  return saved;
}

/** The remittance advice of one payment: to the carrier's account email. */
async function remittanceMail(payable: StoredPayable, payment: PaymentDetails, balanceCents: number) {
  const carrier = await users.find(payable.carrierId);
  if (!carrier?.email) return [];
  const facts = {
    payableId: payable.id,
    email: carrier.email,
    firstName: carrier.firstName,
    carrierName: payable.carrierName,
    shipmentNumber: payable.shipmentNumber,
    lane: payable.lane,
    invoiceNumber: payable.carrierInvoice?.number ?? payable.shipmentNumber,
    paidOn: payment.paidOn,
    method: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference,
    amountCents: payment.amountCents,
    netCents: payableNet(rulesOf(payable)),
    quickPayFeeCents: payable.quickPay?.feeCents ?? null,
    balanceCents,
  };
  return [mailRequest('carrier.remittance', facts, `remittance:${payable.id}:${payment.reference}`)];
}

/**
 * Staff record a payment made to the carrier, by billing's rule (applyPayablePayment): scheduled,
 * nothing holding it, at most the balance; paid once settled. The carrier is emailed a remittance
 * advice in the same write. The same reference and amount again is the same payment (`recorded`
 * false, no second email). Saved at the version read; a change meanwhile is looked at again.
 */
export async function recordPayment(actor: Actor, id: number, input: PaymentDetails, now = new Date()): Promise<{ payable: StoredPayable; recorded: boolean }> {
  const payment = { ...input, reference: input.reference.trim() };
  for (let tries = 0; tries < PAYMENT_TRIES; tries += 1) {
    const payable = await refreshed(await findPayable(id), now);
    const result = applyPayablePayment(rulesOf(payable), payment);
    if (!result.ok) throw new ApiError(result.conflict ? 409 : 400, result.error);
    if (result.alreadyRecorded) return { payable, recorded: false };
    const mail = await remittanceMail(payable, payment, result.balanceCents);
    const record = { ...payment, recordedAt: now, recordedBy: byActor(actor) };
    try {
      const saved = await payables.save({ ...payable, payments: [...payable.payments, record], status: result.status }, mail);
      await releaseOutbox(source(id), mail);
      await recordAudit({ actor, action: 'record-payment', entity: 'payable', entityId: id, before: { status: payable.status }, after: { status: saved.status, amountCents: payment.amountCents, reference: payment.reference, balanceCents: result.balanceCents } });
      logger().info({ event: 'payable.payment_recorded', payableId: id, amountCents: payment.amountCents, status: saved.status, userId: actor.id }, 'carrier payment recorded');
      return { payable: saved, recorded: true };
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
  }
  throw new ApiError(409, PAYABLE_MESSAGES.changedMeanwhile);
}

/** Accounts payable by week, for `weeks` weeks from this one: what carriers expect to be paid, past due counted in this week. */
export async function dueByWeek(weeks: number, now = new Date()): Promise<AccountsPayableByWeek> {
  const today = easternDate(now);
  const lastDate = plusDays(mondayOf(today), weeks * 7 - 1);
  const open = await payables.dueOnOrBefore(lastDate);
  const byWeek = payablesDueByWeek(
    open.filter((row) => row.openCents > 0).map((row) => ({ dueDate: row.dueOn, amountCents: row.openCents })),
    today,
  );
  return { today, weeks: byWeek, totalCents: sumCents(byWeek.map((week) => week.totalCents)) };
}
