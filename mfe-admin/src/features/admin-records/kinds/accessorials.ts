import { type Accessorial, type AccessorialInput, ADMIN_RECORDS, formatUsdRate } from '@freight/domain';
import type { AdminRecordKind } from '../types/admin-record-kind';

/** Extra services priced per shipment; the active ones are offered on the quote forms. */
export const accessorials: AdminRecordKind<Accessorial, AccessorialInput> = {
  ...ADMIN_RECORDS.accessorials,
  tag: 'Accessorial',
  counted: false,
  columns: [
    { header: 'Service', field: 'name' },
    { header: 'Price', field: 'price', numeric: true, cell: (a) => formatUsdRate(a.price) },
    { header: 'Description', field: 'description' },
  ],
  fields: [
    { name: 'name', label: 'Name', placeholder: 'e.g. Liftgate delivery' },
    { name: 'price', label: 'Price (USD)', placeholder: '75.00' },
    { name: 'description', label: 'Description', kind: 'textarea', placeholder: 'What the customer gets' },
    { name: 'isActive', label: 'Offered on quote forms', kind: 'switch', initial: true },
  ],
  nameOf: (a) => a.name,
  texts: {
    title: 'Accessorials',
    subtitle: 'Extra services priced per shipment. Active ones are offered on the quote forms and added to price suggestions.',
    add: 'Add Accessorial',
    edit: 'Edit Accessorial',
    create: 'Create Accessorial',
    save: 'Save Changes',
    dialogDescription: 'The price is in US dollars per shipment (e.g. 75.00).',
    empty: 'No accessorials yet',
    table: 'Accessorials',
    pages: 'Accessorial pages',
    noun: 'accessorial',
  },
};
