import { type CreditNoteInput, INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { useForm, useSubmissionKey } from '@freight/platform';
import { Field, Input, Textarea } from '@freight/ui';
import { useIssueCreditNoteMutation } from '../api/admin-invoices-api';
import { FormDialog } from './form-dialog';
import { invoiceSubject } from './invoice-status';

const FIELD_LABELS = { amount: 'Amount', reason: 'Reason' };
type CreditForm = Pick<CreditNoteInput, 'amount' | 'reason'>;

/**
 * A credit note on a sent invoice: an amount of at most the balance, and why. The form checks what
 * it can with the API's schema; whether the amount fits the balance is the server's rule, and its
 * refusal shows here. A retried submission (a lost answer, a double click) carries the same
 * Idempotency-Key, so it is issued, numbered and emailed once.
 */
export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const form = useForm<CreditForm>({ amount: '', reason: '' }, (s) => s.creditNoteSchema);
  const [issue, { isLoading }] = useIssueCreditNoteMutation();
  const submission = useSubmissionKey();
  const send = async (body: CreditForm) => {
    const answer = await issue({ id: invoice.id, key: submission.keyFor(body), ...body }).unwrap();
    submission.done();
    return answer;
  };

  return (
    <FormDialog
      title={`Issue credit note on ${invoiceSubject(invoice)}`}
      description={`${invoice.billTo.companyName} · balance ${formatCents(invoice.balanceCents)} of ${formatCents(invoice.totalCents)}. The customer (${invoice.billTo.email}) is emailed the credit note.`}
      submitLabel="Issue credit note"
      failure={INVOICE_ADMIN_TEXTS.creditFailed}
      form={form}
      labels={FIELD_LABELS}
      busy={isLoading}
      send={send}
      onClose={onClose}
      formLabel="Credit note"
      formId={`invoice-${invoice.id}-credit-note`}
    >
      <Field label={FIELD_LABELS.amount} hint={`At most the balance, ${formatCents(invoice.balanceCents)}`} error={form.errors.amount} required>
        <Input name="amount" value={form.values.amount} inputMode="decimal" autoComplete="off" onChange={(e) => form.set('amount', e.target.value)} />
      </Field>
      <Field label={FIELD_LABELS.reason} hint="The customer reads it on the credit note" error={form.errors.reason} required>
        <Textarea name="reason" value={form.values.reason} rows={3} onChange={(e) => form.set('reason', e.target.value)} />
      </Field>
    </FormDialog>
  );
}
