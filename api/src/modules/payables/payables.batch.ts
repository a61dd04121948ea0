import { PAYABLE_MESSAGES, type PayableBatchAnswer, type PayableBatchInput, type PayableBatchItem } from '@freight/domain';
import { BILLING_MESSAGES, payableBalance, sumCents } from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { payables } from '../../store';
import { payableJson, rulesOf } from './payable-view';
import { type Actor, recordPayment, schedulePayable } from './payables.service';

/**
 * Staff schedule several payables, or pay each its balance with one payment run's date, method and
 * reference (the carriers' remittances go out one by one). Each payable is taken on its own by the
 * same rules as one at a time, and the answer says how each went, with what the selection comes to
 * (the balances of the payables found) and the part of it that was done. Run again, a pay run with
 * the same reference pays nothing twice.
 */
export async function runBatch(actor: Actor, input: PayableBatchInput): Promise<PayableBatchAnswer> {
  const results: PayableBatchItem[] = [];
  const balances: number[] = [];
  const done: number[] = [];
  for (const id of input.ids) {
    const payable = await payables.find(id);
    if (!payable) {
      results.push({ id, ok: false, message: PAYABLE_MESSAGES.notFound });
      continue;
    }
    const balance = payableBalance(rulesOf(payable));
    balances.push(balance);
    try {
      if (input.action === 'schedule') {
        const saved = await schedulePayable(actor, id);
        results.push({ id, ok: true, message: PAYABLE_MESSAGES.scheduled(saved.payDate!), payable: payableJson(saved, 'staff') });
      } else {
        const reference = input.reference!.trim();
        // A pay run sent again finds its own payment under its reference, at that payment's amount.
        const earlier = payable.payments.find((p) => p.reference.trim() === reference);
        if (!earlier && balance === 0) throw new ApiError(409, BILLING_MESSAGES.payableAlreadyPaid);
        const payment = { amountCents: earlier?.amountCents ?? balance, paidOn: input.paidOn!, method: input.method!, reference };
        const { payable: saved, recorded } = await recordPayment(actor, id, payment);
        results.push({ id, ok: true, message: recorded ? PAYABLE_MESSAGES.paymentRecorded : PAYABLE_MESSAGES.paymentAlreadyRecorded, payable: payableJson(saved, 'staff') });
      }
      done.push(balance);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { message: PAYABLE_MESSAGES.batchDone(input.action, succeeded, input.ids.length), totalCents: sumCents(balances), doneCents: sumCents(done), results };
}
