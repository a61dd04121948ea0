import { ADMIN_RECORDS, type CarrierRate, type CarrierRateInput, formatUsdRate } from '@freight/domain';
import type { AdminRecordKind } from '../types/admin-record-kind';

const usd = (field: 'baseRate' | 'perMileRate' | 'perPoundRate' | 'minimumCharge') => ({
  field,
  numeric: true,
  cell: (rate: CarrierRate) => formatUsdRate(rate[field]),
});

export const carrierRates: AdminRecordKind<CarrierRate, CarrierRateInput> = {
  ...ADMIN_RECORDS.carrierRates,
  tag: 'CarrierRate',
  counted: true,
  columns: [{ field: 'carrierName' }, { field: 'serviceType' }, usd('baseRate'), usd('perMileRate'), usd('perPoundRate'), usd('minimumCharge')],
  nameOf: (rate) => rate.carrierName,
};
