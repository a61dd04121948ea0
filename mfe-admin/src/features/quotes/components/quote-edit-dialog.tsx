import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ADMIN_TOASTS,
  checkPrice,
  CUSTOMER_MESSAGE_LABEL,
  easternDate,
  formatCalendarDate,
  formatEasternDateTime,
  hasQuoteDocument,
  normalizeQuoteStatus,
  PRICE_REACHES_CUSTOMER_HINT,
  OFFER_VALID_DAYS,
  offerState,
  type Quote,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  type QuoteStatus,
} from '@freight/domain';
import { useForm } from '@freight/platform';
import { Button, Checkbox, Field, Input, OfferBadge, Select, StatusBadge, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { ErrorSummary } from '../../../components/error-summary';
import { useAdminAction } from '../../../components/use-admin-action';
import { PriceSuggestions } from './price-suggestions';
import { QuoteEstimate } from './quote-estimate';
import { adminQuoteDocumentUrl, useUpdateAdminQuoteMutation } from '../api/admin-quotes-api';
import { QuoteEmails } from './quote-emails';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Decision = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Current = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The customer's accept or decline, as recorded. */
function DecisionRecord({ quote }: { quote: Quote }) {
  const decision = quote.decision;
  if (!decision) return null;
  return (
    <Decision aria-label="Customer decision">
      <dt>{decision.outcome === 'accepted' ? 'Accepted by' : 'Declined by'}</dt>
      <dd>{decision.outcome === 'accepted' ? `${decision.signature} (signed), account ${decision.accountName}` : decision.accountName}</dd>
      <dt>When</dt>
      <dd>{formatEasternDateTime(decision.at)}</dd>
      {decision.ip && (
        <>
          <dt>From address</dt>
          <dd>{decision.ip}</dd>
        </>
      )}
      {decision.snapshot && (
        <>
          <dt>Accepted price</dt>
          <dd>{`${decision.snapshot.estimatedPrice}, valid until ${formatCalendarDate(decision.snapshot.validUntil)}`}</dd>
        </>
      )}
      {decision.outcome === 'declined' && (
        <>
          <dt>Reason</dt>
          <dd>{decision.reason || 'None given'}</dd>
        </>
      )}
    </Decision>
  );
}

const FIELD_LABELS = {
  status: 'Status',
  estimatedPrice: 'Estimated Price',
  validUntil: 'Valid until',
  customerMessage: CUSTOMER_MESSAGE_LABEL,
  adminNotes: 'Admin Notes',
};

const STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({ value, label: QUOTE_STATUS_LABELS[value] }));

/** Status, admin notes and estimated price of one quote request. */
export function QuoteEditDialog({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const form = useForm({
    status: normalizeQuoteStatus(quote.status),
    adminNotes: quote.adminNotes ?? '',
    customerMessage: quote.customerMessage ?? '',
    estimatedPrice: quote.estimatedPrice ?? '',
    validUntil: quote.validUntil ?? '',
    notifyCustomer: true,
  });
  const { status, adminNotes, customerMessage, estimatedPrice, validUntil, notifyCustomer } = form.values;
  const offer = offerState(quote);
  const [update, { isLoading }] = useUpdateAdminQuoteMutation();
  const run = useAdminAction();
  const formId = `quote-${quote.id}-form`;
  const [failures, setFailures] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rule and message as the API's: a positive amount in dollars and cents, or no price yet.
    const priceError = estimatedPrice.trim() ? checkPrice(estimatedPrice).error : undefined;
    if (priceError) {
      form.showErrors({ estimatedPrice: priceError });
      setFailures((count) => count + 1);
      return;
    }
    // The validity goes only when staff changed it; a new price without one gets the default.
    const changedValidity = validUntil && validUntil !== quote.validUntil ? { validUntil } : {};
    const failure = await run(
      () => update({ id: quote.id, status, adminNotes, customerMessage, estimatedPrice, notifyCustomer, ...changedValidity }).unwrap(),
      ADMIN_TOASTS.quoteUpdated,
    );
    if (!failure) return onClose();
    form.showServerErrors(failure);
    setFailures((count) => count + 1);
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
          {hasQuoteDocument(quote) && (
            <Button as="a" href={adminQuoteDocumentUrl(quote.id)} download variant="ghost">
              Download PDF
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            Save
          </Button>
        </>
      }
    >
      <ErrorSummary errors={form.errors} labels={FIELD_LABELS} message={form.serverMessage} attempt={failures} />
      <Form id={formId} noValidate onSubmit={submit}>
        <Current>
          Current status: <StatusBadge status={quote.status} />
          {offer && <OfferBadge state={offer} />}
        </Current>
        <DecisionRecord quote={quote} />
        <QuoteEstimate quote={quote} />
        <PriceSuggestions quoteId={quote.id} onApply={(price) => form.set('estimatedPrice', price)} />
        <Field label={FIELD_LABELS.status}>
          <Select name="status" value={status} options={STATUS_OPTIONS} onChange={(e) => form.set('status', e.target.value as QuoteStatus)} />
        </Field>
        <Field label={FIELD_LABELS.estimatedPrice} hint={`In US dollars and cents, e.g. 1,250.00. Leave empty while the quote is not priced. ${PRICE_REACHES_CUSTOMER_HINT}`} error={form.errors.estimatedPrice}>
          <Input
            name="estimatedPrice"
            value={estimatedPrice}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => form.set('estimatedPrice', e.target.value)}
          />
        </Field>
        <Field
          label={FIELD_LABELS.validUntil}
          hint={`The customer can accept online through 11:59 PM Eastern on this day. Left empty, a new price is valid for ${OFFER_VALID_DAYS} days.`}
          error={form.errors.validUntil}
        >
          <Input name="validUntil" type="date" min={easternDate()} value={validUntil} onChange={(e) => form.set('validUntil', e.target.value)} />
        </Field>
        <Field
          label={FIELD_LABELS.customerMessage}
          hint="The customer reads this in My Quotes and in the update email."
          error={form.errors.customerMessage}
        >
          <Textarea name="customerMessage" value={customerMessage} rows={3} onChange={(e) => form.set('customerMessage', e.target.value)} />
        </Field>
        <Field label={FIELD_LABELS.adminNotes} hint="Internal, for staff only: never shown or sent to the customer." error={form.errors.adminNotes}>
          <Textarea name="adminNotes" value={adminNotes} rows={3} onChange={(e) => form.set('adminNotes', e.target.value)} />
        </Field>
        <Checkbox
          name="notifyCustomer"
          label={`Notify customer by email (${quote.email})`}
          checked={notifyCustomer}
          onChange={(e) => form.set('notifyCustomer', e.target.checked)}
        />
      </Form>
      <QuoteEmails quoteId={quote.id} />
    </Dialog>
  );
}
