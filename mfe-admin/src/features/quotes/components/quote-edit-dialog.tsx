import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ADMIN_TOASTS, normalizeQuoteStatus, type Quote, QUOTE_STATUS_LABELS, QUOTE_STATUSES, type QuoteStatus } from '@freight/domain';
import { Button, Checkbox, Dialog, Field, Input, Select, StatusBadge, Textarea } from '@freight/ui';
import { useAdminAction } from '../../../components/use-admin-action';
import { useUpdateAdminQuoteMutation } from '../api/admin-quotes-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABELS[value] }));

/** Status, admin notes and estimated price of one quote request. */
export function QuoteEditDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const [status, setStatus] = useState<QuoteStatus>(normalizeQuoteStatus(quote.status));
  const [adminNotes, setAdminNotes] = useState(quote.adminNotes ?? '');
  const [estimatedPrice, setEstimatedPrice] = useState(quote.estimatedPrice ?? '');
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const [update, { isLoading }] = useUpdateAdminQuoteMutation();
  const run = useAdminAction();
  const formId = `quote-${quote.id}-form`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = await run(
      () => update({ id: quote.id, status, adminNotes, estimatedPrice, notifyCustomer }).unwrap(),
      ADMIN_TOASTS.quoteUpdated,
    );
    if (!failure) onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Update Quote #${quote.id}`}
      description={`${quote.firstName} ${quote.lastName} · ${quote.companyName} · ${quote.serviceNeeded}`}
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            Save
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit}>
        <p>
          Current status: <StatusBadge status={quote.status} />
        </p>
        <Field label="Status">
          <Select name="status" value={status} options={STATUS_OPTIONS} onChange={(e) => setStatus(e.target.value as QuoteStatus)} />
        </Field>
        <Field label="Estimated Price">
          <Input name="estimatedPrice" value={estimatedPrice} placeholder="e.g. 1,250.00" onChange={(e) => setEstimatedPrice(e.target.value)} />
        </Field>
        <Field label="Admin Notes">
          <Textarea name="adminNotes" value={adminNotes} rows={4} onChange={(e) => setAdminNotes(e.target.value)} />
        </Field>
        <Checkbox
          name="notifyCustomer"
          label={`Notify customer by email (${quote.email})`}
          checked={notifyCustomer}
          onChange={(e) => setNotifyCustomer(e.target.checked)}
        />
      </Form>
    </Dialog>
  );
}
