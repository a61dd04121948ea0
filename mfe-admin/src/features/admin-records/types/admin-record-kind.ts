import type { ReactNode } from 'react';
import type { AdminRecordSpec } from '@freight/domain';
import type { TagType } from '@freight/platform';

/** What every admin record has: an id, and an active flag its table shows as a badge. */
export interface AdminRecord {
  id: number;
  isActive: boolean;
}

export type RecordTag = Extract<TagType, 'CarrierRate' | 'EquipmentPricing' | 'WebsiteContent'>;

export interface RecordColumn<Item> {
  /** The field it shows; its header is the kind's text for that field. */
  field: keyof Item & string;
  numeric?: boolean;
  /** The cell's content; the field's value as it is when left out. */
  cell?: (item: Item) => ReactNode;
}

/**
 * One kind of admin record as the admin area shows it: the domain's description (path, operations,
 * form fields, texts and toasts) plus its cache tag, its table's columns and the name of a row.
 */
export interface AdminRecordKind<Item extends AdminRecord, Input> extends AdminRecordSpec<Item, Input> {
  tag: RecordTag;
  /** Its counts are on the overview, so each change refreshes them. */
  counted: boolean;
  columns: readonly RecordColumn<Item>[];
  /** Names a row to screen readers: "Edit <name>", "Delete <name>". */
  nameOf: (item: Item) => string;
}
