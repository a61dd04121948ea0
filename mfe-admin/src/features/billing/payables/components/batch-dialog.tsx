import { useState } from 'react';
import styled from 'styled-components';
import { easternDate, PAYABLE_ADMIN_TEXTS, type PayableBatchAction, type PayableBatchAnswer, type PayableBatchInput, type PayableView } from '@freight/domain';
import { formatCents, sumCents } from '@freight/domain/billing';
import { useForm } from '@freight/platform';
import { Badge, Button, Field, Input, Select } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useRunPayableBatchMutation } from '../api/admin-payables-api';
import { FormDialog } from '../../components/form-dialog';
import { METHOD_OPTIONS, PAYMENT_LABELS } from './payable-dialogs';

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
  }
`;

interface BatchDialogProps {
  action: PayableBatchAction;
  payables: PayableView[];
  onClose: (done: boolean) => void;
}

/** How the run went, payable by payable, with what the selection came to and what was done. */
function BatchResults({ answer, payables, onClose }: { answer: PayableBatchAnswer; payables: PayableView[]; onClose: () => void }) {
  const loadOf = new Map(payables.map((p) => [p.id, p.shipmentNumber]));
  return (
    <Dialog
      open
      onClose={onClose}
      title={answer.message}
      description={`${formatCents(answer.doneCents)} of ${formatCents(answer.totalCents)} selected`}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <Results aria-label="Each payable">
        {answer.results.map((result) => (
          <li key={result.id}>
            <strong>{`Load ${loadOf.get(result.id) ?? result.id}`}</strong>
            <Badge tone={result.ok ? 'success' : 'danger'}>{result.ok ? 'Done' : 'Refused'}</Badge>
            <span>{result.message}</span>
          </li>
        ))}
      </Results>
    </Dialog>
  );
}

/**
 * Schedules the selected payables, or pays each its balance under one payment run's date, method
 * and reference. The server takes each on its own and says how each went.
 */
export function BatchDialog({ action, payables, onClose }: BatchDialogProps) {
  const [run, { isLoading }] = useRunPayableBatchMutation();
  const [answer, setAnswer] = useState<PayableBatchAnswer | null>(null);
  const today = easternDate();
  const ids = payables.map((p) => p.id);
  const total = sumCents(payables.map((p) => p.balanceCents));
  const form = useForm<{ action: PayableBatchAction; ids: number[]; paidOn?: string; method?: string; reference?: string }>(
    action === 'pay' ? { action, ids, paidOn: today, method: '', reference: '' } : { action, ids },
    (s) => s.payableBatchSchema,
  );
  const send = async (values: typeof form.values) => {
    const result = await run(values as PayableBatchInput).unwrap();
    setAnswer(result);
    return result;
  };

  if (answer) return <BatchResults answer={answer} payables={payables} onClose={() => onClose(true)} />;
  const title = action === 'pay' ? PAYABLE_ADMIN_TEXTS.batchPayTitle(ids.length) : PAYABLE_ADMIN_TEXTS.batchScheduleTitle(ids.length);
  return (
    <FormDialog
      title={title}
      description={action === 'pay' ? PAYABLE_ADMIN_TEXTS.batchPayDetail(total) : `${formatCents(total)} in all. Quick pay is paid within 2 business days; the rest on the standard terms.`}
      submitLabel={action === 'pay' ? 'Pay selected' : 'Schedule selected'}
      failure={PAYABLE_ADMIN_TEXTS.actionFailed}
      form={form}
      labels={{ ids: 'Payables', ...PAYMENT_LABELS }}
      busy={isLoading}
      send={send}
      onClose={() => onClose(false)}
      closeOnSuccess={false}
    >
      {action === 'pay' && (
        <>
          <Field label={PAYMENT_LABELS.paidOn} error={form.errors.paidOn} required>
            <Input name="paidOn" type="date" max={today} value={String(form.values.paidOn ?? '')} onChange={(e) => form.set('paidOn', e.target.value)} />
          </Field>
          <Field label={PAYMENT_LABELS.method} error={form.errors.method} required>
            <Select name="method" value={form.values.method ?? ''} placeholder="Choose a method" options={METHOD_OPTIONS} onChange={(e) => form.set('method', e.target.value)} />
          </Field>
          <Field label={PAYMENT_LABELS.reference} hint="The payment run's reference, such as the ACH batch number" error={form.errors.reference} required>
            <Input name="reference" value={String(form.values.reference ?? '')} autoComplete="off" onChange={(e) => form.set('reference', e.target.value)} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
