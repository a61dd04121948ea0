import { RecordDialog } from '../../../components/record-dialog';
import type { FieldValue } from '../../../components/record-field';
import { useAdminAction } from '../../../components/use-admin-action';
import { type RecordValues, useAdminRecordChanges } from '../api/admin-records-api';
import type { AdminRecord, AdminRecordKind, RecordField } from '../types/admin-record-kind';

const blank = (field: RecordField): FieldValue => field.initial ?? (field.kind === 'switch' ? false : '');

/** The form's values: a record's fields (an optional one it lacks is empty), or a new record's starting values. */
function valuesOf(fields: readonly RecordField[], item?: AdminRecord): RecordValues {
  const stored = item as Record<string, FieldValue | undefined> | undefined;
  return Object.fromEntries(fields.map((field) => [field.name, stored?.[field.name] ?? blank(field)]));
}

interface AdminRecordDialogProps<Item extends AdminRecord, Input> {
  kind: AdminRecordKind<Item, Input>;
  /** The record to edit; a new one is added without it. */
  item?: Item;
  onClose: () => void;
}

/**
 * Adds or edits a record of the kind. It sends what was typed, unchecked (the admin
 * dialogs send their values without the client-side checks); the server's messages, from the same
 * domain schema, are shown beside the fields.
 */
export function AdminRecordDialog<Item extends AdminRecord, Input>({ kind, item, onClose }: AdminRecordDialogProps<Item, Input>) {
  const { create, update } = useAdminRecordChanges(kind);
  const run = useAdminAction();
  const { texts, outcomes } = kind;
  const fields: readonly RecordField[] = kind.fields;

  const submit = (values: RecordValues) =>
    item ? run(() => update(item.id, values), outcomes.update) : run(() => create(values), outcomes.create);

  return (
    <RecordDialog
      title={item ? texts.edit : texts.add}
      description={texts.dialogDescription}
      fields={fields}
      initialValues={valuesOf(fields, item)}
      submitLabel={item ? texts.save : texts.create}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
