import styled from 'styled-components';
import { ADMIN_RECORDS, CONTENT_TYPES, type WebsiteContent, type WebsiteContentInput } from '@freight/domain';
import type { AdminRecordKind } from '../types/admin-record-kind';

/** Long values show their first two lines; the whole text is in the tooltip. */
const Value = styled.span`
  display: -webkit-box;
  max-width: 32rem;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

export const websiteContent: AdminRecordKind<WebsiteContent, WebsiteContentInput> = {
  ...ADMIN_RECORDS.websiteContent,
  tag: 'WebsiteContent',
  counted: false,
  columns: [
    { header: 'Section', field: 'section' },
    { header: 'Key', field: 'contentKey', cell: (item) => <code>{item.contentKey}</code> },
    { header: 'Value', field: 'contentValue', cell: (item) => <Value title={item.contentValue}>{item.contentValue}</Value> },
    { header: 'Type', field: 'contentType' },
  ],
  fields: [
    { name: 'section', label: 'Section', placeholder: 'e.g. hero' },
    { name: 'contentKey', label: 'Content Key', placeholder: 'e.g. headline' },
    { name: 'contentValue', label: 'Content Value', kind: 'textarea' },
    { name: 'contentType', label: 'Content Type', kind: 'select', options: CONTENT_TYPES, initial: 'text' },
    { name: 'isActive', label: 'Active', kind: 'switch', initial: true },
  ],
  nameOf: (item) => `${item.section} ${item.contentKey}`,
  texts: {
    title: 'Website Content',
    notice: 'Content management will be available in the next update.',
    add: 'Add Website Content',
    edit: 'Edit Website Content',
    create: 'Save Content',
    save: 'Save Content',
    dialogDescription: 'Text shown on the public website, grouped by section.',
    empty: 'No website content yet',
    table: 'Website content',
    pages: 'Content pages',
    noun: 'website content',
  },
};
