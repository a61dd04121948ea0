import { easternDate, PAYABLE_ADMIN_TEXTS, type PayableAccessorialInput, type PayableHoldInput, type PayablePaymentInput, type PayableView, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@freight/domain';
import { dollarsText, formatCents, PAYABLE_ACCESSORIAL_KINDS, PAYABLE_ACCESSORIAL_LABELS, PAYABLE_HOLD_LABELS, PAYABLE_HOLD_REASONS, type PayableHoldReason } from '@freight/domain/billing';
import { useForm } from '@freight/platform';
import { Field, Input, Select, Textarea } from '@freight/ui';
import { useApproveAccessorialMutation, useHoldPayableMutation, useRecordPayablePaymentMutation, useReleasePayableMutation } from '../api/admin-payables-api';
import { FormDialog } from '../../components/form-dialog';
import { payableSubject } from './payables-table';

interface DialogProps {
  payable: PayableView;
  onClose: () => void;
}

const facts = (payable: PayableView) => `${payable.carrierName} · ${payable.lane} · balance ${formatCents(payable.balanceCents)}`;

const ACCESSORIAL_LABELS = { kind: 'Kind', description: 'Description', amount: 'Amount' };
const KIND_OPTIONS = PAYABLE_ACCESSORIAL_KINDS.map((value) => ({ value, label: PAYABLE_ACCESSORIAL_LABELS[value] }));

/** An accessorial the carrier is owed on top of the rate confirmation (detention, lumper, layover). */
export function AccessorialDialog({ payable, onClose }: DialogProps) {
  const form = useForm<Omit<PayableAccessorialInput, 'kind'> & { kind: string }>({ kind: '', description: '', amount: '' }, (s) => s.payableAccessorialSchema);
  const [approve, { isLoading }] = useApproveAccessorialMutation();
  return (
    <FormDialog
      title={`Approve an accessorial on ${payableSubject(payable)}`}
      description={facts(payable)}
      submitLabel="Approve accessorial"
      failure={PAYABLE_ADMIN_TEXTS.actionFailed}
      form={form}
      labels={ACCESSORIAL_LABELS}
      busy={isLoading}
      send={(values) => approve({ id: payable.id, ...(values as PayableAccessorialInput) }).unwrap()}
      onClose={onClose}
    >
      <Field label={ACCESSORIAL_LABELS.kind} error={form.errors.kind} required>
        <Select name="kind" value={form.values.kind} placeholder="Choose a kind" options={KIND_OPTIONS} onChange={(e) => form.set('kind', e.target.value)} />
      </Field>
      <Field label={ACCESSORIAL_LABELS.description} hint="What it is for, as the carrier reads it" error={form.errors.description} required>
        <Input name="description" value={form.values.description} onChange={(e) => form.set('description', e.target.value)} />
      </Field>
      <Field label={ACCESSORIAL_LABELS.amount} hint="In dollars and cents, like 75.00" error={form.errors.amount} required>
        <Input name="amount" value={form.values.amount} inputMode="decimal" autoComplete="off" onChange={(e) => form.set('amount', e.target.value)} />
      </Field>
    </FormDialog>
  );
}

const HOLD_LABELS = { reason: 'Reason', note: 'Note' };
const REASON_OPTIONS = PAYABLE_HOLD_REASONS.map((value) => ({ value, label: PAYABLE_HOLD_LABELS[value] }));

/** Stops the carrier's pay, with why and what is needed; a held payable is not scheduled or paid. */
export function HoldDialog({ payable, onClose }: DialogProps) {
  const form = useForm<Omit<PayableHoldInput, 'reason'> & { reason: string }>({ reason: '', note: '' }, (s) => s.payableHoldSchema);
  const [hold, { isLoading }] = useHoldPayableMutation();
  const held = new Set(payable.holds.map((h) => h.reason));
  return (
    <FormDialog
      title={`Put ${payableSubject(payable)} on hold`}
      description={facts(payable)}
      submitLabel="Put on hold"
      failure={PAYABLE_ADMIN_TEXTS.actionFailed}
      form={form}
      labels={HOLD_LABELS}
      busy={isLoading}
      send={(values) => hold({ id: payable.id, ...(values as PayableHoldInput) }).unwrap()}
      onClose={onClose}
    >
      <Field label={HOLD_LABELS.reason} error={form.errors.reason} required>
        <Select name="reason" value={form.values.reason} placeholder="Choose a reason" options={REASON_OPTIONS.filter((o) => !held.has(o.value))} onChange={(e) => form.set('reason', e.target.value)} />
      </Field>
      <Field label={HOLD_LABELS.note} hint="What is needed to release it" error={form.errors.note} required>
        <Textarea name="note" rows={3} value={form.values.note} onChange={(e) => form.set('note', e.target.value)} />
      </Field>
    </FormDialog>
  );
}

/** Releases one of the payable's holds (the first one, unless staff pick another). */
export function ReleaseDialog({ payable, onClose }: DialogProps) {
  const form = useForm<{ reason: string }>({ reason: payable.holds[0]?.reason ?? '' }, (s) => s.payableReleaseSchema);
  const [release, { isLoading }] = useReleasePayableMutation();
  const options = payable.holds.map((h) => ({ value: h.reason, label: h.note ? `${PAYABLE_HOLD_LABELS[h.reason]}: ${h.note}` : PAYABLE_HOLD_LABELS[h.reason] }));
  return (
    <FormDialog
      title={`Release a hold on ${payableSubject(payable)}`}
      description={facts(payable)}
      submitLabel="Release hold"
      failure={PAYABLE_ADMIN_TEXTS.actionFailed}
      form={form}
      labels={{ reason: 'Hold' }}
      busy={isLoading}
      send={(values) => release({ id: payable.id, reason: values.reason as PayableHoldReason }).unwrap()}
      onClose={onClose}
    >
      <Field label="Hold" error={form.errors.reason} required>
        <Select name="reason" value={form.values.reason} options={options} onChange={(e) => form.set('reason', e.target.value)} />
      </Field>
    </FormDialog>
  );
}

export const PAYMENT_LABELS = { amount: 'Amount', paidOn: 'Date paid', method: 'Method', reference: 'Reference' };
export const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** A payment made to the carrier: the balance unless staff type less; the carrier is emailed a remittance advice. */
export function PaymentDialog({ payable, onClose }: DialogProps) {
  const today = easternDate();
  const form = useForm<Omit<PayablePaymentInput, 'method'> & { method: string }>({ amount: dollarsText(payable.balanceCents), paidOn: today, method: '', reference: '' }, (s) => s.payablePaymentSchema);
  const [record, { isLoading }] = useRecordPayablePaymentMutation();
  return (
    <FormDialog
      title={`Record payment on ${payableSubject(payable)}`}
      description={facts(payable)}
      submitLabel="Record payment"
      failure={PAYABLE_ADMIN_TEXTS.actionFailed}
      form={form}
      labels={PAYMENT_LABELS}
      busy={isLoading}
      send={(values) => record({ id: payable.id, ...(values as PayablePaymentInput) }).unwrap()}
      onClose={onClose}
    >
      <Field label={PAYMENT_LABELS.amount} hint="At most the balance" error={form.errors.amount} required>
        <Input name="amount" value={form.values.amount} inputMode="decimal" autoComplete="off" onChange={(e) => form.set('amount', e.target.value)} />
      </Field>
      <Field label={PAYMENT_LABELS.paidOn} error={form.errors.paidOn} required>
        <Input name="paidOn" type="date" max={today} value={form.values.paidOn} onChange={(e) => form.set('paidOn', e.target.value)} />
      </Field>
      <Field label={PAYMENT_LABELS.method} error={form.errors.method} required>
        <Select name="method" value={form.values.method} placeholder="Choose a method" options={METHOD_OPTIONS} onChange={(e) => form.set('method', e.target.value)} />
      </Field>
      <Field label={PAYMENT_LABELS.reference} hint="Check number or ACH trace" error={form.errors.reference} required>
        <Input name="reference" value={form.values.reference} autoComplete="off" onChange={(e) => form.set('reference', e.target.value)} />
      </Field>
    </FormDialog>
  );
}
