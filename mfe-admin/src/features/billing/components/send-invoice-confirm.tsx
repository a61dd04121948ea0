import { INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { ConfirmDialog } from '@freight/ui/widgets';
import { useSendInvoiceMutation } from '../api/admin-invoices-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';

/** "Send the invoice …?": sending numbers it for good and emails the customer, so staff confirm it first. */
export function SendInvoiceConfirm({ invoice, onClose }: { invoice: InvoiceView; onClose: () => void }) {
  const [send, { isLoading }] = useSendInvoiceMutation();
  const run = useInvoiceAction();
  const confirm = async () => {
    await run(() => send({ id: invoice.id }).unwrap(), INVOICE_ADMIN_TEXTS.sendFailed);
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={INVOICE_ADMIN_TEXTS.sendTitle(invoice.shipmentNumber)}
      description={INVOICE_ADMIN_TEXTS.sendDetail(invoice.billTo.email)}
      confirmLabel="Send invoice"
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
