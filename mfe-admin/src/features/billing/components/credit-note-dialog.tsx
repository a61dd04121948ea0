import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { type CreditNoteInput, INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { useForm, useSubmissionKey } from '@freight/platform';
import { Button, Field, Input, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { ErrorSummary } from '../../../components/error-summary';
import { useIssueCreditNoteMutation } from '../api/admin-invoices-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';
import { invoiceSubject } from './invoice-status';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

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
  const run = useInvoiceAction();
  const [failures, setFailures] = useState(0);
  const formId = `invoice-${invoice.id}-credit-note`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return setFailures((n) => n + 1);
    const failure = await run(() => issue({ id: invoice.id, key: submission.keyFor(body), ...body }).unwrap(), INVOICE_ADMIN_TEXTS.creditFailed);
    if (!failure) {
      submission.done();
      return onClose();
    }
    form.showServerErrors(failure);
    setFailures((n) => n + 1);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Issue credit note on ${invoiceSubject(invoice)}`}
      description={`${invoice.billTo.companyName} · balance ${formatCents(invoice.balanceCents)} of ${formatCents(invoice.totalCents)}. The customer (${invoice.billTo.email}) is emailed the credit note.`}
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            Issue credit note
          </Button>
        </>
      }
    >
      <ErrorSummary errors={form.errors} labels={FIELD_LABELS} message={form.serverMessage} attempt={failures} />
      <Form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label="Credit note">
        <Field label={FIELD_LABELS.amount} hint={`At most the balance, ${formatCents(invoice.balanceCents)}`} error={form.errors.amount} required>
          <Input name="amount" value={form.values.amount} inputMode="decimal" autoComplete="off" onChange={(e) => form.set('amount', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.reason} hint="The customer reads it on the credit note" error={form.errors.reason} required>
          <Textarea name="reason" value={form.values.reason} rows={3} onChange={(e) => form.set('reason', e.target.value)} />
        </Field>
      </Form>
    </Dialog>
  );
}
