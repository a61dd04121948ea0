import { useEffect, type ChangeEvent, type FormEvent } from 'react';
import { estimateProjectDetails, estimatePublicService, quoteReferenceLine, type PublicQuoteRequest } from '@freight/domain';
import { errorMessage, useForm, useSubmissionKey, useToast } from '@freight/platform';
import { useSubmitPublicQuoteMutation } from '../api/quote-request-api';
import { QUOTE_REQUEST_TOASTS } from '../content/messages';
import { useCarriedEstimate } from './use-carried-estimate';

/** The landing page's form: the lane's extras (accessorials, pieces) are asked in the portal and by staff. */
export type QuoteFormValues = Required<Omit<PublicQuoteRequest, 'accessorialIds' | 'pieces'>>;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  serviceNeeded: '',
  projectDetails: '',
  website: '',
};

/** The answer's text, then the reference the visitor can quote when they call. */
const withReference = (message: string, id: number | undefined) => (id ? `${message} ${quoteReferenceLine(id)}` : message);

/** The shared form state checked by the shared schema, and submission with the spec's toasts. */
export function useQuoteRequestForm() {
  const form = useForm(EMPTY_QUOTE_FORM, (s) => s.publicQuoteSchema);
  const [submit, { isLoading: isSubmitting }] = useSubmitPublicQuoteMutation();
  const submission = useSubmissionKey();
  const { toast } = useToast();
  const carried = useCarriedEstimate();
  const { values, set } = form;

  // An estimate carried in from the calculator fills the project details and the service, unless the
  // visitor already typed or chose something there.
  useEffect(() => {
    if (!carried.estimate) return;
    const details = estimateProjectDetails(carried.estimate);
    if (details && values.projectDetails.trim() === '') set('projectDetails', details);
    const service = estimatePublicService(carried.estimate);
    if (service && values.serviceNeeded === '') set('serviceNeeded', service);
    // Only when the estimate arrives: later edits are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carried.estimate]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    form.set(event.target.name, event.target.value);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const body = await form.check(event);
    if (!body) return;
    try {
      const response = await submit({ body, idempotencyKey: submission.keyFor(body) }).unwrap();
      submission.done();
      // Sent with this request: the next one starts empty.
      carried.done();
      toast({
        title: QUOTE_REQUEST_TOASTS.successTitle,
        description: withReference(response?.message || QUOTE_REQUEST_TOASTS.successFallback, response?.id),
        variant: 'success',
      });
      form.reset();
    } catch (error) {
      form.showServerErrors(error);
      toast({
        title: QUOTE_REQUEST_TOASTS.failureTitle,
        description: errorMessage(error) ?? QUOTE_REQUEST_TOASTS.failureFallback,
        variant: 'destructive',
      });
    }
  };

  return { values: form.values, errors: form.errors, isSubmitting, onChange, onSubmit, estimate: carried.estimate };
}
