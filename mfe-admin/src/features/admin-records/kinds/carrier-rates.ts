import { ADMIN_RECORDS, type CarrierRate, type CarrierRateInput, formatUsdRate } from '@freight/domain';
import type { AdminRecordKind, RecordColumn } from '../types/admin-record-kind';

const usd = (header: string, field: 'baseRate' | 'perMileRate' | 'perPoundRate' | 'minimumCharge'): RecordColumn<CarrierRate> => ({
  header,
  field,
  numeric: true,
  cell: (rate) => formatUsdRate(rate[field]),
});

export const carrierRates: AdminRecordKind<CarrierRate, CarrierRateInput> = {
  ...ADMIN_RECORDS.carrierRates,
  tag: 'CarrierRate',
  counted: true,
  columns: [
    { header: 'Carrier', field: 'carrierName' },
    { header: 'Service Type', field: 'serviceType' },
    usd('Base Rate', 'baseRate'),
    usd('Per Mile', 'perMileRate'),
    usd('Per Pound', 'perPoundRate'),
    usd('Minimum', 'minimumCharge'),
  ],
  fields: [
    { name: 'carrierName', label: 'Carrier Name', placeholder: 'e.g. Keystone Transport' },
    { name: 'serviceType', label: 'Service Type', placeholder: 'e.g. Dry Van FTL' },
    { name: 'baseRate', label: 'Base Rate', placeholder: '150.00' },
    { name: 'perMileRate', label: 'Per Mile Rate', placeholder: '2.15' },
    { name: 'perPoundRate', label: 'Per Pound Rate', placeholder: '0.05' },
    { name: 'minimumCharge', label: 'Minimum Charge', placeholder: '250.00' },
    { name: 'isActive', label: 'Active', kind: 'switch', initial: true },
  ],
  nameOf: (rate) => rate.carrierName,
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
