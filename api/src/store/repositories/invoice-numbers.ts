import { creditNoteNumber, invoiceNumber } from '@freight/domain/billing';
import { duplicateFields, isDuplicateKey } from '../errors';
import { Invoice, InvoiceSeries } from '../models/invoice.model';

/** How long a writer may hold a year's series before another one takes it for dead. */
export const SERIES_HOLD_MS = 10_000;
const BUSY_WAIT_MS = 25;
const BUSY_TRIES = 80;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a series numbers: its document per year, how a number reads, and the invoice field that carries it (uniquely indexed). */
interface SeriesKind {
  key: (year: number) => string;
  format: (year: number, sequence: number) => string;
  field: 'number' | 'creditNotes.number';
}

/** How a numbered write ended: written with its number, refused because the invoice changed meanwhile, or the series stayed busy. */
export type Numbered<T> = { written: T; number: string } | 'changed' | 'busy';

/**
 * A gapless yearly series of numbers (invoices, credit notes). A number is taken with an `$inc`
 * that also makes the invoice it is for the series' holder, and only while nobody holds it; the
 * holder writes the number on its invoice, then lets go. So at any time at most the last number is
 * in doubt, and who holds it says which invoice it is for: a holder that died before writing it
 * gives it back, one that died after lets go, and nothing else ever moves the series.
 */
function numberSeries({ key, format, field }: SeriesKind) {
  /** Makes the year's series (at 0) the first time one of its numbers is given. */
  async function ensureSeries(year: number): Promise<void> {
    await InvoiceSeries.updateOne({ _id: key(year) }, { $setOnInsert: { seq: 0, holder: null } }, { upsert: true }).catch((error: unknown) => {
      // Two first numbers of a year at once: the other one made it.
      if (!isDuplicateKey(error)) throw error;
    });
  }

  const series = {
    /** The year's next number, taken for `invoiceId`; null while another writer holds the series. */
    async take(year: number, invoiceId: number, now = new Date()): Promise<number | null> {
      await ensureSeries(year);
      const taken = await InvoiceSeries.findOneAndUpdate({ _id: key(year), holder: null }, { $inc: { seq: 1 }, $set: { holder: { invoiceId, at: now } } }, { new: true }).lean();
      return taken?.seq ?? null;
    },

    /** The number `seq` is on its invoice: the series is free again. */
    async release(year: number, invoiceId: number, seq: number): Promise<void> {
      await InvoiceSeries.updateOne({ _id: key(year), seq, 'holder.invoiceId': invoiceId }, { $set: { holder: null } });
    },

    /** The number `seq` was never written: it is the next one again. */
    async giveBack(year: number, invoiceId: number, seq: number): Promise<void> {
      await InvoiceSeries.updateOne({ _id: key(year), seq, 'holder.invoiceId': invoiceId }, { $inc: { seq: -1 }, $set: { holder: null } });
    },

    /** The year's last number given (0 before its first). */
    async last(year: number): Promise<number> {
      return (await InvoiceSeries.findById(key(year)).lean())?.seq ?? 0;
    },

    /** Imported invoices carry the year's numbers up to `seq`: the series goes on after them. */
    async advanceTo(year: number, seq: number): Promise<void> {
      await ensureSeries(year);
      await InvoiceSeries.updateOne({ _id: key(year) }, { $max: { seq } });
    },

    /**
     * Frees a series whose holder is done or dead: released when some invoice carries its last number
     * (the holder died after writing it), given back when none does and the hold is older than
     * SERIES_HOLD_MS (it died before). A live holder is left alone.
     */
    async recover(year: number, now = new Date()): Promise<void> {
      const current = await InvoiceSeries.findById(key(year)).lean();
      if (!current?.holder) return;
      const { invoiceId, at } = current.holder;
      if (await Invoice.exists({ [field]: format(year, current.seq) })) await series.release(year, invoiceId, current.seq);
      else if (now.getTime() - new Date(at).getTime() >= SERIES_HOLD_MS) await series.giveBack(year, invoiceId, current.seq);
    },

    /**
     * Takes the year's next number for `invoiceId` and hands it to `write`, which writes it on the
     * invoice in one conditional update (null when the invoice changed meanwhile). A number whose
     * write did not happen goes back to the series; one another invoice carries already (a writer
     * taken for dead wrote it late) stays used, and the next is taken. While another writer holds
     * the series, it is looked at again for about 2 s ('busy' after that).
     */
    async numbered<T>(year: number, invoiceId: number, write: (number: string) => Promise<T | null>): Promise<Numbered<T>> {
      for (let tries = 0; tries < BUSY_TRIES; tries += 1) {
        const seq = await series.take(year, invoiceId);
        if (seq === null) {
          await series.recover(year);
          await pause(BUSY_WAIT_MS);
          continue;
        }
        const number = format(year, seq);
        let written: T | null;
        try {
          written = await write(number);
        } catch (error) {
          // Whether another failure wrote the number is unknown: the series stays held, and recover decides.
          if (!isDuplicateKey(error) || !duplicateFields(error).includes(field)) throw error;
          await series.release(year, invoiceId, seq);
          continue;
        }
        if (written === null) {
          await series.giveBack(year, invoiceId, seq);
          return 'changed';
        }
        await series.release(year, invoiceId, seq);
        return { written, number };
      }
      return 'busy';
    },
  };
  return series;
}

/** Invoice numbers, INV-2026-000001: one series a year (`_id` "2026"). */
export const invoiceNumbers = numberSeries({ key: String, format: invoiceNumber, field: 'number' });

/** Credit note numbers, CN-2026-000001: their own series a year (`_id` "CN-2026"). */
export const creditNoteNumbers = numberSeries({ key: (year) => `CN-${year}`, format: creditNoteNumber, field: 'creditNotes.number' });
