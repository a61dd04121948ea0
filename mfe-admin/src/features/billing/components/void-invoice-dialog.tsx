import { INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { useForm } from '@freight/platform';
import { Field, Textarea } from '@freight/ui';
import { useVoidInvoiceMutation } from '../api/admin-invoices-api';
import { FormDialog } from './form-dialog';
import { invoiceSubject } from './invoice-status';

const FIELD_LABELS = { reason: 'Reason' };

/** Voids an invoice without payments, saying why (the API's schema checks the reason here too). */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const form = useForm({ reason: '' }, (s) => s.invoiceVoidSchema);
  const [voidInvoice, { isLoading }] = useVoidInvoiceMutation();

  return (
    <FormDialog
      title={`Void ${invoiceSubject(invoice)}?`}
      description={`${invoice.billTo.companyName} · shipment ${invoice.shipmentNumber}. A void invoice asks for nothing and cannot be sent or paid.`}
      submitLabel="Void invoice"
      submitVariant="danger"
      failure={INVOICE_ADMIN_TEXTS.voidFailed}
      form={form}
      labels={FIELD_LABELS}
      busy={isLoading}
      send={(body) => voidInvoice({ id: invoice.id, reason: body.reason }).unwrap()}
      onClose={onClose}
      formLabel="Void"
      formId={`invoice-${invoice.id}-void`}
    >
      <Field label={FIELD_LABELS.reason} error={form.errors.reason} required>
        <Textarea name="reason" value={form.values.reason} rows={3} onChange={(e) => form.set('reason', e.target.value)} />
      </Field>
    </FormDialog>
  );
}
