import styled from 'styled-components';
import { ADMIN_RECORDS, type WebsiteContent, type WebsiteContentInput } from '@freight/domain';
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
    { field: 'section' },
    { field: 'contentKey', cell: (item) => <code>{item.contentKey}</code> },
    { field: 'contentValue', cell: (item) => <Value title={item.contentValue}>{item.contentValue}</Value> },
    { field: 'contentType' },
  ],
  nameOf: (item) => `${item.section} ${item.contentKey}`,
};
