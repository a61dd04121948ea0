import { isDuplicateKey } from '../errors';
import { Invoice, InvoiceSeries } from '../models/invoice.model';

/** How long a send may hold a year's series before another send takes it for dead. */
export const SERIES_HOLD_MS = 10_000;

const keyOf = (year: number) => String(year);

/** Makes the year's series (at 0) the first time one of its invoices is numbered. */
async function ensureSeries(year: number): Promise<void> {
  await InvoiceSeries.updateOne({ _id: keyOf(year) }, { $setOnInsert: { seq: 0, holder: null } }, { upsert: true }).catch((error: unknown) => {
    // Two first sends of a year at once: the other one made it.
    if (!isDuplicateKey(error)) throw error;
  });
}

/**
 * The gapless yearly series of invoice numbers. A number is taken with an `$inc` that also makes
 * the invoice the series' holder, and only while nobody holds it; the holder writes the number on
 * its invoice, then lets go. So at any time at most the last number is in doubt, and who holds it
 * says which invoice it is for: a holder that died before writing it gives it back, one that died
 * after lets go, and nothing else ever moves the series.
 */
export const invoiceNumbers = {
  /** The year's next number, taken for `invoiceId`; null while another send holds the series. */
  async take(year: number, invoiceId: number, now = new Date()): Promise<number | null> {
    await ensureSeries(year);
    const series = await InvoiceSeries.findOneAndUpdate(
      { _id: keyOf(year), holder: null },
      { $inc: { seq: 1 }, $set: { holder: { invoiceId, at: now } } },
      { new: true },
    ).lean();
    return series?.seq ?? null;
  },

  /** The number `seq` is on its invoice: the series is free again. */
  async release(year: number, invoiceId: number, seq: number): Promise<void> {
    await InvoiceSeries.updateOne({ _id: keyOf(year), seq, 'holder.invoiceId': invoiceId }, { $set: { holder: null } });
  },

  /** The number `seq` was never written: it is the next one again. */
  async giveBack(year: number, invoiceId: number, seq: number): Promise<void> {
    await InvoiceSeries.updateOne({ _id: keyOf(year), seq, 'holder.invoiceId': invoiceId }, { $inc: { seq: -1 }, $set: { holder: null } });
  },

  /**
   * Frees a series whose holder is done or dead: released when some invoice carries its last number
   * (the holder died after writing it), given back when none does and the hold is older than
   * SERIES_HOLD_MS (it died before). A live holder is left alone.
   */
  async recover(year: number, numberOf: (seq: number) => string, now = new Date()): Promise<void> {
    const series = await InvoiceSeries.findById(keyOf(year)).lean();
    if (!series?.holder) return;
    const { invoiceId, at } = series.holder;
    if (await Invoice.exists({ number: numberOf(series.seq) })) await invoiceNumbers.release(year, invoiceId, series.seq);
    else if (now.getTime() - new Date(at).getTime() >= SERIES_HOLD_MS) await invoiceNumbers.giveBack(year, invoiceId, series.seq);
  },
};
