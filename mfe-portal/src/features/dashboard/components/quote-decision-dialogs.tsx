import { Fragment, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatLongDate, formatPriceText, formatWeightLbs, OFFER_MESSAGES, QUOTE_TERMS, quoteReference, type CustomerQuote as Quote, validThroughText } from '@freight/domain';
import { errorMessage, useForm, useToast } from '@freight/platform';
import { Button, Checkbox, Field, Input, Textarea } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { useAcceptQuoteMutation, useDeclineQuoteMutation } from '../api/customer-quotes-api';
import { QuoteTermsText } from './quote-terms';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

const Terms = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The offer as accepted: service, lane, weight, equipment, dates and price; what the quote does not have is left out. */
function offerFacts(quote: Quote, price: string): [string, string][] {
  const facts: [string, string | undefined][] = [
    ['Service', quote.serviceNeeded],
    ['Lane', quote.originZip && quote.destinationZip ? `${quote.originZip} → ${quote.destinationZip}` : undefined],
    ['Weight', quote.weight ? formatWeightLbs(quote.weight) : undefined],
    ['Equipment', quote.equipmentType],
    ['Requested', formatLongDate(quote.createdAt)],
    ['Price', price],
    ['Validity', validThroughText(quote.validUntil!)],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

interface DecisionDialogProps {
  quote: Quote;
  onClose: () => void;
}

/** Accepting a priced quote: what is accepted, the typed full name as signature, and a confirmation. */
export function AcceptQuoteDialog({ quote, onClose }: DecisionDialogProps) {
  const form = useForm({ signature: '', accept: false }, (schemas) => schemas.quoteAcceptSchema);
  const [accept, { isLoading }] = useAcceptQuoteMutation();
  const { toast } = useToast();
  const price = formatPriceText(quote.estimatedPrice ?? '');
  const formId = `accept-quote-${quote.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's own rule and messages (quoteAcceptSchema), checked before sending.
    const checked = await form.check();
    if (!checked) return;
    try {
      // The schema lets a submission through only with the box ticked.
      const { message } = await accept({ id: quote.id, signature: checked.signature, accept: true }).unwrap();
      toast({ title: OFFER_MESSAGES.acceptedTitle, description: message, variant: 'success' });
      onClose();
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: OFFER_MESSAGES.acceptFailedTitle, description: errorMessage(error) ?? OFFER_MESSAGES.tryAgain, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isLoading}
      title={`Accept quote ${quoteReference(quote.id)}`}
      description="Accepting books this shipment at the price below. Our team will contact you to schedule it."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="accent" loading={isLoading}>
            Accept quote
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit}>
        <Summary aria-label="What you accept">
          {offerFacts(quote, price).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Summary>
        <QuoteTermsText terms={QUOTE_TERMS} />
        <Field label="Type your full name to sign" error={form.errors.signature} required>
          <Input
            name="signature"
            autoComplete="name"
            value={form.values.signature}
            maxLength={100}
            onChange={(e) => form.set('signature', e.target.value)}
          />
        </Field>
        <Checkbox
          name="accept"
          label={`I accept quote ${quoteReference(quote.id)} at ${price} and the ${QUOTE_TERMS.title} above.`}
          checked={form.values.accept}
          onChange={(e) => form.set('accept', e.target.checked)}
        />
        {form.errors.accept && <Terms role="alert">{form.errors.accept}</Terms>}
      </Form>
    </Dialog>
  );
}

/** Declining a priced quote, with an optional reason for our team. */
export function DeclineQuoteDialog({ quote, onClose }: DecisionDialogProps) {
  const form = useForm({ reason: '' });
  const [decline, { isLoading }] = useDeclineQuoteMutation();
  const { toast } = useToast();
  const formId = `decline-quote-${quote.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { message } = await decline({ id: quote.id, reason: form.values.reason.trim() }).unwrap();
      toast({ title: OFFER_MESSAGES.declinedTitle, description: message, variant: 'success' });
      onClose();
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: OFFER_MESSAGES.declineFailedTitle, description: errorMessage(error) ?? OFFER_MESSAGES.tryAgain, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isLoading}
      title={`Decline quote ${quoteReference(quote.id)}`}
      description="We will let our team know. You can always ask us for a new quote."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Keep quote
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={isLoading}>
            Decline quote
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit}>
        <Field label="Reason (optional)" hint="For example: the price, the timing, or another carrier." error={form.errors.reason}>
          <Textarea name="reason" rows={3} maxLength={1000} value={form.values.reason} onChange={(e) => form.set('reason', e.target.value)} />
        </Field>
      </Form>
    </Dialog>
  );
}
