import { useState, type ChangeEvent, type FormEvent } from 'react';
import { quoteReferenceLine, type PublicQuoteRequest } from '@freight/domain';
import type { FieldErrors } from '@freight/domain/schemas';
import { errorMessage, fieldErrorsOf, loadSchemas, useSubmissionKey, useToast, validateForm } from '@freight/platform';
import { useSubmitPublicQuoteMutation } from '../api/quote-request-api';
import { QUOTE_REQUEST_TOASTS } from '../content/messages';

export type QuoteFormValues = Required<PublicQuoteRequest>;
export type QuoteFieldName = keyof QuoteFormValues;

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

/** Form state, browser-side validation with the shared schema, and submission with the spec's toasts. */
export function useQuoteRequestForm(onInvalid?: (firstInvalid: QuoteFieldName) => void) {
  const [values, setValues] = useState<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submit, { isLoading: isSubmitting }] = useSubmitPublicQuoteMutation();
  const submission = useSubmissionKey();
  const { toast } = useToast();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const name = event.target.name as QuoteFieldName;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    void loadSchemas().catch(() => undefined);
    // A corrected field stops shouting; other messages stay until the next submit.
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const result = await validateForm((s) => s.publicQuoteSchema, values);
    if (result.errors) {
      setErrors(result.errors);
      const first = (Object.keys(EMPTY_QUOTE_FORM) as QuoteFieldName[]).find((name) => result.errors?.[name]);
      if (first) onInvalid?.(first);
      return;
    }
    setErrors({});
    try {
      const response = await submit({ body: result.value, idempotencyKey: submission.keyFor(result.value) }).unwrap();
      submission.done();
      toast({
        title: QUOTE_REQUEST_TOASTS.successTitle,
        description: withReference(response?.message || QUOTE_REQUEST_TOASTS.successFallback, response?.id),
        variant: 'success',
      });
      setValues(EMPTY_QUOTE_FORM);
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors);
      toast({
        title: QUOTE_REQUEST_TOASTS.failureTitle,
        description: errorMessage(error) ?? QUOTE_REQUEST_TOASTS.failureFallback,
        variant: 'destructive',
      });
    }
  };

  return { values, errors, isSubmitting, onChange, onSubmit };
}
