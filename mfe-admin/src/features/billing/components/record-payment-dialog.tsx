import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { easternDate, INVOICE_ADMIN_TEXTS, type InvoicePaymentInput, type InvoiceView, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { useForm } from '@freight/platform';
import { Button, Field, Input, Select } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { ErrorSummary } from '../../../components/error-summary';
import { useRecordInvoicePaymentMutation } from '../api/admin-invoices-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';
import { invoiceSubject } from './invoice-status';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const FIELD_LABELS = { amount: 'Amount', receivedOn: 'Date received', method: 'Method', reference: 'Reference' };
type PaymentForm = Omit<InvoicePaymentInput, 'method'> & { method: InvoicePaymentInput['method'] | '' };
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/**
 * A payment received on a sent invoice. The form checks what it can with the API's own schema and
 * messages; whether the amount fits the balance is the server's rule, and its refusal shows here.
 */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const today = easternDate();
  const form = useForm<PaymentForm>({ amount: '', receivedOn: today, method: '', reference: '' }, (s) => s.invoicePaymentSchema);
  const { amount, receivedOn, method, reference } = form.values;
  const [record, { isLoading }] = useRecordInvoicePaymentMutation();
  const run = useInvoiceAction();
  const [failures, setFailures] = useState(0);
  const formId = `invoice-${invoice.id}-payment`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return setFailures((n) => n + 1);
    const failure = await run(
      // The schema passed, so the method is one of PAYMENT_METHODS.
      () => record({ id: invoice.id, ...(body as InvoicePaymentInput) }).unwrap(),
      INVOICE_ADMIN_TEXTS.paymentFailed,
    );
    if (!failure) return onClose();
    form.showServerErrors(failure);
    setFailures((n) => n + 1);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Record payment on ${invoiceSubject(invoice)}`}
      description={`${invoice.billTo.companyName} · balance ${formatCents(invoice.balanceCents)} of ${formatCents(invoice.totalCents)}`}
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            Record payment
          </Button>
        </>
      }
    >
      <ErrorSummary errors={form.errors} labels={FIELD_LABELS} message={form.serverMessage} attempt={failures} />
      <Form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label="Payment">
        <Field label={FIELD_LABELS.amount} hint="In dollars and cents, like 1,250.00" error={form.errors.amount} required>
          <Input name="amount" value={amount} inputMode="decimal" autoComplete="off" onChange={(e) => form.set('amount', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.receivedOn} error={form.errors.receivedOn} required>
          <Input name="receivedOn" type="date" max={today} value={receivedOn} onChange={(e) => form.set('receivedOn', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.method} error={form.errors.method} required>
          <Select name="method" value={method} placeholder="Choose a method" options={METHOD_OPTIONS} onChange={(e) => form.set('method', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.reference} hint="Check number or transfer ID" error={form.errors.reference} required>
          <Input name="reference" value={reference} autoComplete="off" onChange={(e) => form.set('reference', e.target.value)} />
        </Field>
      </Form>
    </Dialog>
  );
}
