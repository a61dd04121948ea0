import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { useForm } from '@freight/platform';
import { Button, Field, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { ErrorSummary } from '../../../components/error-summary';
import { useVoidInvoiceMutation } from '../api/admin-invoices-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';
import { invoiceSubject } from './invoice-status';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const FIELD_LABELS = { reason: 'Reason' };

/** Voids an invoice without payments, saying why (the API's schema checks the reason here too). */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const form = useForm({ reason: '' }, (s) => s.invoiceVoidSchema);
  const [voidInvoice, { isLoading }] = useVoidInvoiceMutation();
  const run = useInvoiceAction();
  const [failures, setFailures] = useState(0);
  const formId = `invoice-${invoice.id}-void`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return setFailures((n) => n + 1);
    const failure = await run(() => voidInvoice({ id: invoice.id, reason: body.reason }).unwrap(), INVOICE_ADMIN_TEXTS.voidFailed);
    if (!failure) return onClose();
    form.showServerErrors(failure);
    setFailures((n) => n + 1);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Void ${invoiceSubject(invoice)}?`}
      description={`${invoice.billTo.companyName} · shipment ${invoice.shipmentNumber}. A void invoice asks for nothing and cannot be sent or paid.`}
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={isLoading}>
            Void invoice
          </Button>
        </>
      }
    >
      <ErrorSummary errors={form.errors} labels={FIELD_LABELS} message={form.serverMessage} attempt={failures} />
      <Form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label="Void">
        <Field label={FIELD_LABELS.reason} error={form.errors.reason} required>
          <Textarea name="reason" value={form.values.reason} rows={3} onChange={(e) => form.set('reason', e.target.value)} />
        </Field>
      </Form>
    </Dialog>
  );
}
