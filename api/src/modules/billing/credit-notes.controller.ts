import type { Request, Response } from 'express';
import { type CreditNoteInput, INVOICE_MESSAGES } from '@freight/domain';
import { idempotencyKeyOf } from '../../core/idempotency-key';
import { issueCreditNote } from './credit-notes.service';
import { invoiceJson } from './invoice-view';

/** 201 with the credit note issued; 200 with the same one for a retry under the same Idempotency-Key. */
export async function issue(req: Request, res: Response) {
  const id = Number(req.params.id);
  const key = idempotencyKeyOf(req, `invoice-credit-notes:${id}`);
  const { invoice, creditNote, issued } = await issueCreditNote(req.user!, id, req.body as CreditNoteInput, key);
  const view = invoiceJson(invoice, 'staff');
  res.status(issued ? 201 : 200).json({
    message: issued ? INVOICE_MESSAGES.creditNoteIssued(creditNote.number) : INVOICE_MESSAGES.creditNoteAlreadyIssued(creditNote.number),
    invoice: view,
    creditNote: view.creditNotes.find((note) => note.id === creditNote.id),
  });
}
