import type { ReactNode } from 'react';
import type { AdminRecordSpec } from '@freight/domain';
import type { TagType } from '@freight/platform';
import type { FieldValue } from '../../../components/record-field';

/** What every admin record has: an id, and an active flag its table shows as a badge. */
export interface AdminRecord {
  id: number;
  isActive: boolean;
}

export type RecordTag = Extract<TagType, 'CarrierRate' | 'EquipmentPricing' | 'WebsiteContent' | 'Accessorial'>;

/** One field of the kind's add/edit dialog, in the order shown (the dialog's FieldSpec). */
export interface RecordField<Name extends string = string> {
  name: Name;
  label: string;
  /** A one-line text box unless said otherwise. */
  kind?: 'text' | 'textarea' | 'select' | 'switch';
  options?: readonly string[];
  placeholder?: string;
  /** What a new record starts with (the API schema's default); empty text, or off, otherwise. */
  initial?: FieldValue;
}

export interface RecordColumn<Item> {
  header: string;
  /** The field it shows, as it is unless `cell` says how. */
  field: keyof Item & string;
  numeric?: boolean;
  cell?: (item: Item) => ReactNode;
}

/**
 * One kind of admin record as its tab shows it: the domain's description (path, operations, toasts)
 * plus its cache tag, its table's columns, its dialog's fields and every word of its tab.
 */
export interface AdminRecordKind<Item extends AdminRecord, Input> extends AdminRecordSpec {
  tag: RecordTag;
  /** Its counts are on the overview, so each change refreshes them. */
  counted: boolean;
  columns: readonly RecordColumn<Item>[];
  fields: readonly RecordField<keyof Input & string>[];
  /** Names a row to screen readers: "Edit <name>", "Delete <name>". */
  nameOf: (item: Item) => string;
  texts: {
    title: string;
    subtitle?: string;
    /** A note above the list. */
    notice?: string;
    /** The add button, and the title of the dialog it opens. */
    add: string;
    edit: string;
    /** The dialog's submit button when adding, and when editing. */
    create: string;
    save: string;
    dialogDescription: string;
    empty: string;
    /** Accessible names of the table and of its pager. */
    table: string;
    pages: string;
    /** How a delete confirmation names a record: "Delete <noun> <name>?". */
    noun: string;
  };
}
