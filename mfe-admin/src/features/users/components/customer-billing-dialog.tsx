import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS, type User } from '@freight/domain';
import { CUSTOMER_TERMS_DAYS, type CustomerBillingUpdate, type CustomerBillingView, formatCents } from '@freight/domain/billing';
import { errorMessage, useForm, useToast } from '@freight/platform';
import { Alert, Button, Checkbox, Field, Input, Spinner } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { ErrorSummary } from '../../../components/error-summary';
import { useGetCustomerBillingQuery, useUpdateCustomerBillingMutation } from '../api/admin-users-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  dt.total, dd.total { font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
`;

const FIELD_LABELS = { billingEmail: 'Billing email', invoiceOnPod: 'Invoice on POD', termsDays: 'Payment terms (net days)', creditLimit: 'Credit limit' };

/** The form as staff type it: the terms as text in their box, the limit in dollars. */
type BillingForm = Omit<CustomerBillingUpdate, 'termsDays'> & { termsDays: string };

const formOf = (view: CustomerBillingView): BillingForm => ({
  billingEmail: view.billingEmail,
  invoiceOnPod: view.invoiceOnPod,
  termsDays: String(view.termsDays),
  creditLimit: view.creditLimitCents === null ? '' : formatCents(view.creditLimitCents),
});

/** What the customer owes and has booked now, and what is left under the limit. */
function OpenReceivables({ view }: { view: CustomerBillingView }) {
  const open = view.openReceivables;
  return (
    <Figures aria-label="Open receivables">
      <dt>Sent invoices (balance due)</dt>
      <dd>{formatCents(open.invoicedCents)}</dd>
      <dt>Invoices ready to send</dt>
      <dd>{formatCents(open.readyCents)}</dd>
      <dt>Booked loads not invoiced yet</dt>
      <dd>{formatCents(open.uninvoicedCents)}</dd>
      <dt className="total">Open receivables</dt>
      <dd className="total">{formatCents(open.totalCents)}</dd>
      <dt>Available under the limit</dt>
      <dd>{view.availableCents === null ? 'No limit' : formatCents(view.availableCents)}</dd>
    </Figures>
  );
}

function BillingSettingsForm({ user, view, formId, onSaving, onDone }: { user: User; view: CustomerBillingView; formId: string; onSaving: (saving: boolean) => void; onDone: () => void }) {
  const form = useForm<BillingForm>(formOf(view), (s) => s.customerBillingSchema);
  const [save] = useUpdateCustomerBillingMutation();
  const { toast } = useToast();
  const [failures, setFailures] = useState(0);
  const { billingEmail, invoiceOnPod, termsDays, creditLimit } = form.values;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return setFailures((n) => n + 1);
    onSaving(true);
    try {
      // The schema passed, so the terms are a whole number of days.
      const answer = await save({ id: user.id, ...(body as unknown as CustomerBillingUpdate) }).unwrap();
      toast({ title: ADMIN_TOASTS.successTitle, description: answer.message, variant: 'success' });
      onDone();
    } catch (error) {
      form.showServerErrors(error);
      setFailures((n) => n + 1);
      toast({ title: ADMIN_TOASTS.errorTitle, description: errorMessage(error) ?? 'The billing settings were not saved', variant: 'destructive' });
    } finally {
      onSaving(false);
    }
  };

  return (
    <>
      <ErrorSummary errors={form.errors} labels={FIELD_LABELS} message={form.serverMessage} attempt={failures} />
      <Form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label="Billing settings">
        <Field label={FIELD_LABELS.billingEmail} hint={`Invoices and credit notes are emailed here. Leave empty to use ${view.accountEmail}.`} error={form.errors.billingEmail}>
          <Input name="billingEmail" type="email" value={billingEmail} autoComplete="off" onChange={(e) => form.set('billingEmail', e.target.value)} />
        </Field>
        <Checkbox
          name="invoiceOnPod"
          checked={invoiceOnPod}
          onChange={(e) => form.set('invoiceOnPod', e.target.checked)}
          label="Invoice on POD: send each invoice as soon as the proof of delivery is in"
        />
        <Field label={FIELD_LABELS.termsDays} hint={`Net ${CUSTOMER_TERMS_DAYS.min} to ${CUSTOMER_TERMS_DAYS.max} days from the invoice date; new invoices take it.`} error={form.errors.termsDays} required>
          <Input name="termsDays" value={termsDays} inputMode="numeric" autoComplete="off" onChange={(e) => form.set('termsDays', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.creditLimit} hint="In dollars, like 50,000.00. A booking that takes the open receivables past it waits for your approval. Leave empty for no limit." error={form.errors.creditLimit}>
          <Input name="creditLimit" value={creditLimit} inputMode="decimal" autoComplete="off" onChange={(e) => form.set('creditLimit', e.target.value)} />
        </Field>
        <OpenReceivables view={view} />
      </Form>
    </>
  );
}

/** Staff's billing settings of a customer or shipper: where invoices go, invoice on POD, payment terms and credit limit, beside what they owe now. */
export function CustomerBillingDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { data: view, isLoading, isError, error } = useGetCustomerBillingQuery(user.id);
  const [saving, setSaving] = useState(false);
  const formId = `user-${user.id}-billing`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Billing settings for ${user.firstName} ${user.lastName}`}
      description={`${user.companyName} · account email ${user.email}`}
      dismissible={!saving}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!view}>
            Save billing settings
          </Button>
        </>
      }
    >
      {isLoading && <Spinner label="Loading the billing settings..." showLabel />}
      {isError && <Alert tone="danger" title={errorMessage(error) ?? 'The billing settings could not be loaded'} />}
      {view && <BillingSettingsForm user={user} view={view} formId={formId} onSaving={setSaving} onDone={onClose} />}
    </Dialog>
  );
}
