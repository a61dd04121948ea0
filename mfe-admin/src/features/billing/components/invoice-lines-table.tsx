import { useState } from 'react';
import { INVOICE_ADMIN_TEXTS, type InvoiceView } from '@freight/domain';
import { formatCents, INVOICE_LINE_LABELS } from '@freight/domain/billing';
import { errorMessage } from '@freight/platform';
import { Alert, Button } from '@freight/ui';
import { DenseTable } from '../../../components/dense-table';
import { Muted, RowActions } from '../../../components/list-toolbar';
import { invoiceReceiptUrl, useRemoveInvoiceLineMutation } from '../api/admin-invoices-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';

type Line = InvoiceView['lines'][number];

/**
 * The invoice's lines: what each charges for, its amount, a lumper's receipt, and, while the invoice
 * is ready, Remove on the lines staff added (the linehaul stays; the API refuses the rest too). A
 * refusal shows above the lines as well as in the toast, which a modal dialog may cover.
 */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceView }) {
  const [remove] = useRemoveInvoiceLineMutation();
  const [removing, setRemoving] = useState<number | null>(null);
  const run = useInvoiceAction();
  const editable = invoice.status === 'ready';
  const [refusal, setRefusal] = useState<string>();
  const removeLine = async (line: Line) => {
    setRemoving(line.id!);
    const failure = await run(() => remove({ id: invoice.id, lineId: line.id!, version: invoice.version }).unwrap(), INVOICE_ADMIN_TEXTS.removeFailed);
    setRefusal(failure ? (errorMessage(failure) ?? INVOICE_ADMIN_TEXTS.removeFailed) : undefined);
    setRemoving(null);
  };

  return (
    <>
      {refusal && <Alert tone="danger" title={refusal} />}
      <DenseTable label="Invoice lines" cardsOnPhone>
        <thead>
          <tr>
            <th>Item</th>
            <th>Description</th>
            <th data-numeric>Amount</th>
            <th>Receipt</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={line.id ?? `made-${i}`}>
              <td>
                <strong>{INVOICE_LINE_LABELS[line.kind]}</strong>
              </td>
              <td data-label="Description" data-wrap>
                {line.description}
              </td>
              <td data-label="Amount" data-numeric>
                {formatCents(line.amountCents)}
              </td>
              <td data-label="Receipt">
                <RowActions>
                  {line.receipt && line.id !== undefined ? (
                    <Button as="a" size="sm" variant="ghost" href={invoiceReceiptUrl(invoice.id, line.id)} download aria-label={`Receipt for ${line.description}`}>
                      {line.receipt.name}
                    </Button>
                  ) : (
                    <Muted>—</Muted>
                  )}
                  {editable && line.id !== undefined && (
                    <Button size="sm" variant="subtleDanger" loading={removing === line.id} disabled={removing !== null} aria-label={`Remove the ${INVOICE_LINE_LABELS[line.kind].toLowerCase()} line ${line.description}`} onClick={() => void removeLine(line)}>
                      Remove
                    </Button>
                  )}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </DenseTable>
    </>
  );
}
