import { useEffect, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { estimateProjectDetails, estimatePublicService, quoteReferenceLine, takesLtlPieces, type PublicQuoteRequest, withoutEmptyLane } from '@freight/domain';
import { errorBodyOf, errorMessage, useForm, useSubmissionKey, useToast } from '@freight/platform';
import { type PieceRow, quoteExtrasBody } from '@freight/ui';
import { useGetPublicAccessorialsQuery, useSubmitPublicQuoteMutation } from '../api/quote-request-api';
import { QUOTE_REQUEST_TOASTS } from '../content/messages';
import { useCarriedEstimate } from './use-carried-estimate';

/** The form's text fields; the extras (accessorials, LTL pieces) are held beside them and added when sent. */
export type QuoteFormValues = Required<Omit<PublicQuoteRequest, 'accessorialIds' | 'pieces'>>;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  serviceNeeded: '',
  projectDetails: '',
  originZip: '',
  destinationZip: '',
  weight: '',
  pickupDate: '',
  equipmentType: '',
  website: '',
};

/** The server's messages that belong to the extras' boxes (accessorialIds, pieces.0.lengthIn…). */
const extrasErrorsOf = (error: unknown) =>
  Object.fromEntries(Object.entries(errorBodyOf(error).errors ?? {}).filter(([path]) => /^(accessorialIds|pieces)(\.|$)/.test(path)));

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
  const [accessorialIds, setAccessorialIds] = useState<number[]>([]);
  const [pieceRows, setPieceRows] = useState<PieceRow[]>([]);
  const [extrasErrors, setExtrasErrors] = useState<Record<string, string>>({});
  // The offered services are asked for only once the visitor turns to the form (or a carried estimate
  // picked the service): the landing page's first load on a phone fetches nothing for them.
  const [engaged, setEngaged] = useState(false);
  const wantsExtras = engaged || values.serviceNeeded !== '';
  const { data: offered = [] } = useGetPublicAccessorialsQuery(undefined, { skip: !wantsExtras });
  const showPieces = takesLtlPieces(values.serviceNeeded);

  // An estimate carried in from the calculator fills the project details and the service, unless the
  // visitor already typed or chose something there.
  useEffect(() => {
    if (!carried.estimate) return;
    const details = estimateProjectDetails(carried.estimate);
    if (details && values.projectDetails.trim() === '') set('projectDetails', details);
    const service = estimatePublicService(carried.estimate);
    if (service && values.serviceNeeded === '') set('serviceNeeded', service);
    // The estimate's lane goes into the lane fields too, where the visitor left them empty.
    if (values.originZip === '' && values.destinationZip === '') {
      set('originZip', carried.estimate.originZip);
      set('destinationZip', carried.estimate.destinationZip);
    }
    if (values.weight === '' && carried.estimate.weight) set('weight', String(carried.estimate.weight));
    // Only when the estimate arrives: later edits are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carried.estimate]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    form.set(event.target.name, event.target.value);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const checked = await form.check(event);
    if (!checked) return;
    // Pieces are sent only with the service they are asked for; a visitor who switched away dropped them.
    const body = { ...withoutEmptyLane(checked), ...quoteExtrasBody(accessorialIds, showPieces ? pieceRows : []) };
    setExtrasErrors({});
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
      setAccessorialIds([]);
      setPieceRows([]);
    } catch (error) {
      form.showServerErrors(error);
      setExtrasErrors(extrasErrorsOf(error));
      toast({
        title: QUOTE_REQUEST_TOASTS.failureTitle,
        description: errorMessage(error) ?? QUOTE_REQUEST_TOASTS.failureFallback,
        variant: 'destructive',
      });
    }
  };

  const extras = {
    offered,
    accessorialIds,
    onAccessorialIds: setAccessorialIds,
    pieces: pieceRows,
    onPieces: setPieceRows,
    errors: extrasErrors,
    showPieces,
  };
  // A field taking focus engages the form; a button does not: the list arriving while Submit is being
  // pressed would push the button down between press and release, and the press would miss it.
  const onEngage = (event: FocusEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || event.target instanceof HTMLTextAreaElement) setEngaged(true);
  };

  return { values: form.values, errors: form.errors, isSubmitting, onChange, onSubmit, onEngage, extras, estimate: carried.estimate };
}
