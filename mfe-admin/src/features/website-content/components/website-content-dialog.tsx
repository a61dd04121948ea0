import { ADMIN_TOASTS, CONTENT_TYPES, type WebsiteContent, type WebsiteContentInput } from '@freight/domain';
import { type FieldSpec, RecordDialog } from '../../../components/record-dialog';
import { useAdminAction } from '../../../components/use-admin-action';
import { useCreateWebsiteContentMutation, useUpdateWebsiteContentMutation } from '../api/website-content-api';

const FIELDS: readonly FieldSpec<WebsiteContentInput>[] = [
  { name: 'section', label: 'Section', placeholder: 'e.g. hero' },
  { name: 'contentKey', label: 'Content Key', placeholder: 'e.g. headline' },
  { name: 'contentValue', label: 'Content Value', kind: 'textarea' },
  { name: 'contentType', label: 'Content Type', kind: 'select', options: CONTENT_TYPES },
  { name: 'isActive', label: 'Active', kind: 'switch' },
];

const EMPTY: WebsiteContentInput = { section: '', contentKey: '', contentValue: '', contentType: 'text', isActive: true };

const inputOf = (item: WebsiteContent): WebsiteContentInput => ({
  section: item.section,
  contentKey: item.contentKey,
  contentValue: item.contentValue,
  contentType: item.contentType,
  isActive: item.isActive,
});

/** Create (no `item`) or edit one piece of website content. */
export function WebsiteContentDialog({ item, onClose }: { item?: WebsiteContent; onClose: () => void }) {
  const [create] = useCreateWebsiteContentMutation();
  const [update] = useUpdateWebsiteContentMutation();
  const run = useAdminAction();

  const submit = (values: WebsiteContentInput) =>
    run(
      () => (item ? update({ id: item.id, ...values }).unwrap() : create(values).unwrap()),
      ADMIN_TOASTS.websiteContentSaved,
    );

  return (
    <RecordDialog
      title={item ? 'Edit Website Content' : 'Add Website Content'}
      description="Text shown on the public website, grouped by section."
      fields={FIELDS}
      initialValues={item ? inputOf(item) : EMPTY}
      submitLabel="Save Content"
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
