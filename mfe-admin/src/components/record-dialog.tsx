import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useForm } from '@freight/platform';
import { Button } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { ErrorSummary } from './error-summary';
import { RecordField, type FieldSpec, type FieldValue } from './record-field';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  & > [data-wide='true'] { grid-column: 1 / -1; }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export type { FieldSpec } from './record-field';

export interface RecordDialogProps<V extends Record<string, FieldValue>> {
  title: string;
  description?: string;
  fields: readonly FieldSpec<V>[];
  initialValues: V;
  submitLabel: string;
  /** Resolves to the failure (or null on success); the dialog closes itself on success. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create/edit dialog for a simple record. It sends what was typed: the server validates and
 * its messages are shown here, next to the fields they concern. Render it only while open: it
 * starts from `initialValues` each time it mounts.
 */
export function RecordDialog<V extends Record<string, FieldValue>>(props: RecordDialogProps<V>) {
  const { title, description, fields, initialValues, submitLabel, onSubmit, onClose } = props;
  const formId = useId();
  const form = useForm(initialValues);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failure = await onSubmit(form.values);
    setBusy(false);
    if (!failure) return onClose();
    form.showServerErrors(failure);
    setFailures((count) => count + 1);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      size="lg"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <ErrorSummary
        errors={form.errors}
        labels={Object.fromEntries(fields.map((field) => [field.name, field.label]))}
        message={form.serverMessage}
        attempt={failures}
      />
      <Grid id={formId} noValidate onSubmit={submit}>
        {fields.map((field) => (
          <RecordField
            key={field.name}
            field={field}
            value={form.values[field.name]}
            error={form.errors[field.name]}
            onChange={(value) => form.set(field.name, value)}
          />
        ))}
      </Grid>
    </Dialog>
  );
}
