import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { INVOICE_ADMIN_TEXTS, INVOICE_MESSAGES, type InvoiceView, POD_CONTENT_TYPES, POD_MAX_BYTES } from '@freight/domain';
import { ADDED_LINE_KINDS, type AddedLineKind, INVOICE_LINE_LABELS } from '@freight/domain/billing';
import { useForm } from '@freight/platform';
import { Button, Field, Input, Select } from '@freight/ui';
import { ErrorSummary } from '../../../components/error-summary';
import { useAddInvoiceLineMutation, useAddLumperLineMutation } from '../api/admin-invoices-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  & > * {
    width: 100%;
  }
  & > button {
    width: auto;
  }
`;

/** The fields side by side on a laptop, one under the other on a phone. */
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: start;
`;

const FIELD_LABELS = { kind: 'Charge', description: 'Description', amount: 'Amount', receipt: 'Lumper receipt' };
const KIND_OPTIONS = ADDED_LINE_KINDS.map((value) => ({ value, label: INVOICE_LINE_LABELS[value] }));
type LineForm = { kind: AddedLineKind | ''; description: string; amount: string };
const EMPTY: LineForm = { kind: '', description: '', amount: '' };

/**
 * A charge staff approve on a ready invoice (detention, layover, a lumper with its receipt) or an
 * adjustment, which may take money off. Checked with the API's own schema and messages; whether the
 * total stays above $0.00, and that nobody changed the invoice meanwhile, is the server's to say.
 */
export function AddLineForm({ invoice }: { invoice: InvoiceView }) {
  const form = useForm<LineForm>(EMPTY, (s) => s.invoiceLineFormSchema);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string>();
  // A new file input after each line added: a file input cannot be cleared through its value.
  const [added, setAdded] = useState(0);
  const [failures, setFailures] = useState(0);
  const [addLine, line] = useAddInvoiceLineMutation();
  const [addLumper, lumper] = useAddLumperLineMutation();
  const run = useInvoiceAction();
  const isLumper = form.values.kind === 'lumper';

  const receiptProblem = () => {
    if (!receipt) return INVOICE_MESSAGES.receiptEmpty;
    return receipt.size > POD_MAX_BYTES ? INVOICE_MESSAGES.receiptTooLarge : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    const problem = isLumper ? receiptProblem() : null;
    setReceiptError(problem ?? undefined);
    if (!body || problem) return setFailures((n) => n + 1);
    const { kind, description, amount } = body as LineForm & { kind: AddedLineKind };
    const failure = await run(
      () => (kind === 'lumper' ? addLumper({ id: invoice.id, description, amount, version: invoice.version, file: receipt! }) : addLine({ id: invoice.id, kind, description, amount, version: invoice.version })).unwrap(),
      INVOICE_ADMIN_TEXTS.lineFailed,
    );
    if (failure) {
      form.showServerErrors(failure);
      return setFailures((n) => n + 1);
    }
    form.reset(EMPTY);
    setReceipt(null);
    setAdded((n) => n + 1);
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a line">
      <ErrorSummary errors={receiptError ? { ...form.errors, receipt: receiptError } : form.errors} labels={FIELD_LABELS} message={form.serverMessage} attempt={failures} />
      <Fields>
        <Field label={FIELD_LABELS.kind} error={form.errors.kind} required>
          <Select name="kind" value={form.values.kind} placeholder="Choose a charge" options={KIND_OPTIONS} onChange={(e) => form.set('kind', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.description} hint="What the customer reads on the invoice" error={form.errors.description} required>
          <Input name="description" value={form.values.description} autoComplete="off" onChange={(e) => form.set('description', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.amount} hint={form.values.kind === 'adjustment' ? 'Like 150.00, or -150.00 to take money off' : 'In dollars and cents, like 150.00'} error={form.errors.amount} required>
          <Input name="amount" value={form.values.amount} inputMode="decimal" autoComplete="off" onChange={(e) => form.set('amount', e.target.value)} />
        </Field>
        {isLumper && (
          <Field label={FIELD_LABELS.receipt} hint="PDF, JPEG or PNG, up to 10 MB" error={receiptError} required>
            <Input
              key={added}
              name="receipt"
              type="file"
              accept={POD_CONTENT_TYPES.join(',')}
              onChange={(e) => {
                setReceipt(e.target.files?.[0] ?? null);
                setReceiptError(undefined);
              }}
            />
          </Field>
        )}
      </Fields>
      <Button type="submit" variant="outline" loading={line.isLoading || lumper.isLoading}>
        Add line
      </Button>
    </Form>
  );
}
