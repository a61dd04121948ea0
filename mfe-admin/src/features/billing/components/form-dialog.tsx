import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import type { FormState, FormValues } from '@freight/platform';
import { Button, type ButtonVariant } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { ErrorSummary } from '../../../components/error-summary';
import { useInvoiceAction } from '../hooks/use-invoice-action';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface FormDialogProps<T extends FormValues> {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** The submit button's look: `danger` for a step that cannot be undone (a void). */
  submitVariant?: ButtonVariant;
  /** What the toast says when the server gives no reason. */
  failure: string;
  form: FormState<T>;
  labels: Record<string, string>;
  busy: boolean;
  /** Sends the checked values; resolves to the server's answer (its message goes in a toast). */
  send: (values: T) => Promise<{ message: string }>;
  onClose: () => void;
  /** False when the caller shows the answer itself (the batch's results). */
  closeOnSuccess?: boolean;
  /** The form's accessible name (the title by default). */
  formLabel?: string;
  /** The form's element id (the submit button in the footer names it). */
  formId?: string;
  children: ReactNode;
}

/**
 * A billing action's dialog (an invoice's payment, credit note and void, a payable's steps): the fields, checked with
 * the API's own schema before anything is sent, then the server's answer in a toast, or its refusal
 * beside the fields and above them.
 */
export function FormDialog<T extends FormValues>(props: FormDialogProps<T>) {
  const { title, description, submitLabel, failure, form, labels, busy, send, onClose, closeOnSuccess = true, children } = props;
  const run = useInvoiceAction();
  const [failures, setFailures] = useState(0);
  const formId = props.formId ?? `billing-form-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = await form.check(event);
    if (!values) return setFailures((n) => n + 1);
    const refused = await run(() => send(values), failure);
    if (!refused) return closeOnSuccess ? onClose() : undefined;
    form.showServerErrors(refused);
    setFailures((n) => n + 1);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={props.submitVariant} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <ErrorSummary errors={form.errors} labels={labels} message={form.serverMessage} attempt={failures} />
      <Form id={formId} noValidate onSubmit={(e) => void submit(e)} aria-label={props.formLabel ?? title}>
        {children}
      </Form>
    </Dialog>
  );
}
