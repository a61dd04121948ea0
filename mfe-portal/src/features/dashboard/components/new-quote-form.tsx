import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { calculatorServiceOf, easternDate, EQUIPMENT_TYPES, TOASTS, PORTAL_QUOTE_SERVICES, QUOTE_LANE_TEXTS, type QuoteEstimate, type User, withoutEmptyLane } from '@freight/domain';
import { errorBodyOf, errorMessage, useForm, useSubmissionKey, useToast } from '@freight/platform';
import { Button, Field, Input, type PieceRow, QuoteExtrasFields, quoteExtrasBody } from '@freight/ui';
import { Form, FormGrid, FormSection, Wide } from '../../../components/form-layout';
import { SelectField, TextField, TextareaField } from '../../../components/form-fields';
import { useCreateCustomerQuoteMutation, useGetOfferedAccessorialsQuery } from '../api/customer-quotes-api';
import { EstimateSummary } from './estimate-summary';

export interface NewQuoteFormProps {
  /** null while the session is being asked for: the form is there, and sends once the account is known. */
  user: User | null;
  estimate: QuoteEstimate | null;
  onRemoveEstimate: () => void;
  /** Called with the new quote's id once the server has stored it. */
  onSubmitted?: (id: number) => void;
}

const Muted = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type QuoteFormValues = {
  serviceNeeded: string;
  phone: string;
  projectDetails: string;
  originZip: string;
  destinationZip: string;
  weight: string;
  pickupDate: string;
  equipmentType: string;
};

const EMPTY: QuoteFormValues = { serviceNeeded: '', phone: '', projectDetails: '', originZip: '', destinationZip: '', weight: '', pickupDate: '', equipmentType: '' };
const LABELS = QUOTE_LANE_TEXTS.portalLabels;

/** A calculator estimate preselects the service that books it. */
const initialValues = (estimate: QuoteEstimate | null): QuoteFormValues => ({
  ...EMPTY,
  serviceNeeded: calculatorServiceOf(estimate?.serviceType)?.portalService ?? '',
});

export function NewQuoteForm({ user, estimate, onRemoveEstimate, onSubmitted }: NewQuoteFormProps) {
  const form = useForm(initialValues(estimate), (s) => s.customerQuoteSchema);
  const [createQuote, { isLoading }] = useCreateCustomerQuoteMutation();
  const submission = useSubmissionKey();
  const { toast } = useToast();
  // An estimate can arrive after the form did (it is read once the page is live): it still picks the service.
  const estimatedService = calculatorServiceOf(estimate?.serviceType)?.portalService;
  const { values, set } = form;
  const [accessorialIds, setAccessorialIds] = useState<number[]>([]);
  const [pieceRows, setPieceRows] = useState<PieceRow[]>([]);
  const [extrasErrors, setExtrasErrors] = useState<Record<string, string>>({});
  const { data: offered = [] } = useGetOfferedAccessorialsQuery();
  // The phone given at registration is the request's phone unless the customer types another.
  const accountPhone = user?.phone ?? '';
  useEffect(() => {
    if (accountPhone && values.phone === '') set('phone', accountPhone);
    // Only when the account is known: a phone the customer cleared or changed afterwards stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountPhone]);
  useEffect(() => {
    if (estimatedService && values.serviceNeeded === '') set('serviceNeeded', estimatedService);
    // Only when the estimate changes: a service the customer picked afterwards stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [estimatedService]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const body = await form.check(event);
    if (!body) return;
    try {
      // With an estimate its ZIP codes and weight are the lane (the fields are not shown), so the form's are not sent.
      const lane = withoutEmptyLane(estimate ? { ...body, originZip: '', destinationZip: '', weight: '' } : body);
      const request = { ...lane, ...(estimate ? { estimate } : {}), ...quoteExtrasBody(accessorialIds, pieceRows) };
      setExtrasErrors({});
      const created = await createQuote({ body: request, idempotencyKey: submission.keyFor(request) }).unwrap();
      submission.done();
      toast({
        title: TOASTS.portalQuoteSubmitted,
        description: TOASTS.portalQuoteSubmittedDescription,
        variant: 'success',
      });
      form.reset({ ...EMPTY, phone: accountPhone });
      setAccessorialIds([]);
      setPieceRows([]);
      if (estimate) onRemoveEstimate();
      onSubmitted?.(created.id);
    } catch (error) {
      form.showServerErrors(error);
      setExtrasErrors(errorBodyOf(error).errors ?? {});
      toast({ title: TOASTS.submissionFailed, description: errorMessage(error) ?? TOASTS.portalQuoteFailedFallback, variant: 'destructive' });
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="New quote request">
      {estimate && <EstimateSummary estimate={estimate} onRemove={onRemoveEstimate} />}
      <FormSection>
        <h2>Your details</h2>
        <Muted>Name, email and company come from your account.</Muted>
        <FormGrid>
          <Field label="Name">
            <Input value={user ? `${user.firstName} ${user.lastName}` : ''} readOnly />
          </Field>
          <Field label="Email">
            <Input type="email" value={user?.email ?? ''} readOnly />
          </Field>
          <Wide>
            <Field label="Company">
              <Input value={user?.companyName ?? ''} readOnly />
            </Field>
          </Wide>
        </FormGrid>
      </FormSection>
      <FormSection>
        <h2>Your request</h2>
        <FormGrid>
          <SelectField form={form} name="serviceNeeded" label="Service needed" required options={PORTAL_QUOTE_SERVICES} placeholder="Please select a service" />
          <TextField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
          <Wide>
            <TextareaField form={form} name="projectDetails" label="Project details (optional)" rows={5} placeholder="Freight type, special handling, anything else we should know…" />
          </Wide>
        </FormGrid>
      </FormSection>
      <FormSection aria-labelledby="lane-heading">
        <h2 id="lane-heading">{QUOTE_LANE_TEXTS.heading}</h2>
        <Muted>{estimate ? QUOTE_LANE_TEXTS.estimateHint : QUOTE_LANE_TEXTS.hint}</Muted>
        <FormGrid>
          {!estimate && (
            <>
              <TextField form={form} name="originZip" label={LABELS.originZip} inputMode="numeric" autoComplete="off" maxLength={10} />
              <TextField form={form} name="destinationZip" label={LABELS.destinationZip} inputMode="numeric" autoComplete="off" maxLength={10} />
              <TextField form={form} name="weight" label={LABELS.weight} type="number" inputMode="decimal" min={1} />
            </>
          )}
          <TextField form={form} name="pickupDate" label={LABELS.pickupDate} type="date" min={easternDate()} />
          <SelectField form={form} name="equipmentType" label={LABELS.equipmentType} options={EQUIPMENT_TYPES} placeholder={QUOTE_LANE_TEXTS.equipmentPlaceholder} />
        </FormGrid>
      </FormSection>
      <QuoteExtrasFields
        offered={offered}
        accessorialIds={accessorialIds}
        onAccessorialIds={setAccessorialIds}
        pieces={pieceRows}
        onPieces={setPieceRows}
        errors={extrasErrors}
        section={FormSection}
      />
      {(extrasErrors['estimate.originZip'] || extrasErrors['estimate.destinationZip']) && (
        <Muted role="alert">{extrasErrors['estimate.originZip'] ?? extrasErrors['estimate.destinationZip']}</Muted>
      )}
      <div>
        <Button type="submit" variant="accent" size="lg" loading={isLoading} disabled={!user}>
          {isLoading ? 'Submitting...' : 'Submit Quote Request'}
        </Button>
      </div>
    </Form>
  );
}
