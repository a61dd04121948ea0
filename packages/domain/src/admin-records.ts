import type { CarrierRate, CarrierRateInput, EquipmentPricing, EquipmentPricingInput, WebsiteContent, WebsiteContentInput } from './api-types';
import { CONTENT_TYPES } from './lists';
import { ADMIN_TOASTS, type AdminOutcome } from './messages';

export type AdminRecordOperation = 'list' | 'create' | 'update' | 'delete';

/** One field of a record's add/edit dialog, in the order shown. */
export interface AdminRecordField<Name extends string = string> {
  name: Name;
  label: string;
  /** A one-line text box unless said otherwise. */
  kind?: 'text' | 'textarea' | 'select' | 'switch';
  options?: readonly string[];
  placeholder?: string;
  /** What a new record starts with (the schema's default); empty text, or off, otherwise. */
  initial?: string | boolean;
}

/**
 * One kind of record staff keep in a list in the admin area (SPEC.md §2): where the API serves it,
 * what can be done with it, its form and every word its tab shows. The API's routes and the admin
 * tab are both built from it, so the tab never offers a change the API does not route.
 */
export interface AdminRecordSpec<Item, Input> {
  /** Under /api: GET and POST on it, PATCH and DELETE on `<path>/<id>`. */
  path: string;
  operations: readonly AdminRecordOperation[];
  /** The toasts of each change (ADMIN_TOASTS): every kind is added and edited; delete when it offers it. */
  outcomes: { create: AdminOutcome; update: AdminOutcome; delete?: AdminOutcome };
  fields: readonly AdminRecordField<keyof Input & string>[];
  /** Its table's column headers, by the field each column shows. */
  headers: { [F in keyof Item]?: string };
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
    /** How a delete confirmation names one: "Delete <noun> <name>?". */
    noun: string;
  };
}

const active: AdminRecordField<'isActive'> = { name: 'isActive', label: 'Active', kind: 'switch', initial: true };

const carrierRates: AdminRecordSpec<CarrierRate, CarrierRateInput> = {
  path: '/admin/carrier-rates',
  operations: ['list', 'create', 'update', 'delete'],
  outcomes: { create: ADMIN_TOASTS.carrierRateCreated, update: ADMIN_TOASTS.carrierRateUpdated, delete: ADMIN_TOASTS.carrierRateDeleted },
  fields: [
    { name: 'carrierName', label: 'Carrier Name', placeholder: 'e.g. Keystone Transport' },
    { name: 'serviceType', label: 'Service Type', placeholder: 'e.g. Dry Van FTL' },
    { name: 'baseRate', label: 'Base Rate', placeholder: '150.00' },
    { name: 'perMileRate', label: 'Per Mile Rate', placeholder: '2.15' },
    { name: 'perPoundRate', label: 'Per Pound Rate', placeholder: '0.05' },
    { name: 'minimumCharge', label: 'Minimum Charge', placeholder: '250.00' },
    active,
  ],
  headers: {
    carrierName: 'Carrier',
    serviceType: 'Service Type',
    baseRate: 'Base Rate',
    perMileRate: 'Per Mile',
    perPoundRate: 'Per Pound',
    minimumCharge: 'Minimum',
  },
  texts: {
    title: 'Carrier Rates',
    subtitle: "Reference rates from partner carriers for staff quoting. The website's instant estimates use the calculator's own tables, not these rates.",
    add: 'Add Carrier Rate',
    edit: 'Edit Carrier Rate',
    create: 'Create Rate',
    save: 'Save Changes',
    dialogDescription: 'Rates are kept as entered (e.g. 2.15).',
    empty: 'No carrier rates yet',
    table: 'Carrier rates',
    pages: 'Carrier rate pages',
    noun: 'carrier rate',
  },
};

const equipmentPricing: AdminRecordSpec<EquipmentPricing, EquipmentPricingInput> = {
  path: '/admin/equipment-pricing',
  operations: ['list', 'create', 'update', 'delete'],
  outcomes: { create: ADMIN_TOASTS.equipmentCreated, update: ADMIN_TOASTS.equipmentUpdated, delete: ADMIN_TOASTS.equipmentDeleted },
  fields: [
    { name: 'equipmentType', label: 'Equipment Type', placeholder: 'e.g. dry-van' },
    { name: 'equipmentName', label: 'Equipment Name', placeholder: "e.g. 53' Dry Van" },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'baseMileRate', label: 'Base Mile Rate', placeholder: '2.25' },
    { name: 'minimumRate', label: 'Minimum Rate', placeholder: '300.00' },
    { name: 'weightCapacity', label: 'Weight Capacity', placeholder: 'e.g. 45,000 lbs' },
    active,
  ],
  headers: {
    equipmentName: 'Equipment',
    equipmentType: 'Type',
    baseMileRate: 'Base Mile Rate',
    minimumRate: 'Minimum Rate',
    weightCapacity: 'Weight Capacity',
  },
  texts: {
    title: 'Equipment Pricing',
    subtitle: 'Per-mile and minimum pricing for each equipment type.',
    add: 'Add Equipment Type',
    edit: 'Edit Equipment Pricing',
    create: 'Create Equipment',
    save: 'Save Changes',
    dialogDescription: 'The equipment type is a unique identifier, e.g. dry-van or reefer.',
    empty: 'No equipment types yet',
    table: 'Equipment pricing',
    pages: 'Equipment pages',
    noun: 'equipment type',
  },
};

/** Website content is added and edited, never deleted (SPEC.md §2: the Content tab's dialog). */
const websiteContent: AdminRecordSpec<WebsiteContent, WebsiteContentInput> = {
  path: '/admin/website-content',
  operations: ['list', 'create', 'update'],
  outcomes: { create: ADMIN_TOASTS.websiteContentSaved, update: ADMIN_TOASTS.websiteContentSaved },
  fields: [
    { name: 'section', label: 'Section', placeholder: 'e.g. hero' },
    { name: 'contentKey', label: 'Content Key', placeholder: 'e.g. headline' },
    { name: 'contentValue', label: 'Content Value', kind: 'textarea' },
    { name: 'contentType', label: 'Content Type', kind: 'select', options: CONTENT_TYPES, initial: 'text' },
    active,
  ],
  headers: { section: 'Section', contentKey: 'Key', contentValue: 'Value', contentType: 'Type' },
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

/** Carrier rates, equipment pricing and website content: one pattern, three kinds. */
export const ADMIN_RECORDS = { carrierRates, equipmentPricing, websiteContent } as const;
