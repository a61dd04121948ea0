import { RecordView } from '../../core/record-view';
import { CarrierRate, type CarrierRateRecord } from './carrier-rate.model';

/** Counts of carrier rates (all, active) for the overview, newest first. */
export const carrierRateView = new RecordView<CarrierRateRecord>(
  'carrier_rates',
  () => CarrierRate,
  { id: 1, isActive: 1 },
  (rate) => ({ id: rate.id, at: rate.id, tags: rate.isActive ? ['active'] : [], text: [] }),
);
