import { easternDate, INVOICE_ADMIN_TEXTS, type InvoicePaymentInput, type InvoiceView, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@freight/domain';
import { formatCents } from '@freight/domain/billing';
import { useForm } from '@freight/platform';
import { Field, Input, Select } from '@freight/ui';
import { useRecordInvoicePaymentMutation } from '../api/admin-invoices-api';
import { FormDialog } from './form-dialog';
import { invoiceSubject } from './invoice-status';

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

  return (
    <FormDialog
      title={`Record payment on ${invoiceSubject(invoice)}`}
      description={`${invoice.billTo.companyName} · balance ${formatCents(invoice.balanceCents)} of ${formatCents(invoice.totalCents)}`}
      submitLabel="Record payment"
      failure={INVOICE_ADMIN_TEXTS.paymentFailed}
      form={form}
      labels={FIELD_LABELS}
      busy={isLoading}
      // The schema passed, so the method is one of PAYMENT_METHODS.
      send={(body) => record({ id: invoice.id, ...(body as InvoicePaymentInput) }).unwrap()}
      onClose={onClose}
      formLabel="Payment"
      formId={`invoice-${invoice.id}-payment`}
    >
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
    </FormDialog>
  );
}
