import type { CarrierRate, CarrierRateInput } from '@freight/domain';
import { ADMIN_TOASTS } from '@freight/domain';
import { type FieldSpec, RecordDialog } from '../../../components/record-dialog';
import { useAdminAction } from '../../../components/use-admin-action';
import { useCreateCarrierRateMutation, useUpdateCarrierRateMutation } from '../api/carrier-rates-api';

const FIELDS: readonly FieldSpec<CarrierRateInput>[] = [
  { name: 'carrierName', label: 'Carrier Name', placeholder: 'e.g. Keystone Transport' },
  { name: 'serviceType', label: 'Service Type', placeholder: 'e.g. Dry Van FTL' },
  { name: 'baseRate', label: 'Base Rate', placeholder: '150.00' },
  { name: 'perMileRate', label: 'Per Mile Rate', placeholder: '2.15' },
  { name: 'perPoundRate', label: 'Per Pound Rate', placeholder: '0.05' },
  { name: 'minimumCharge', label: 'Minimum Charge', placeholder: '250.00' },
  { name: 'isActive', label: 'Active', kind: 'switch' },
];

const EMPTY: CarrierRateInput = {
  carrierName: '',
  serviceType: '',
  baseRate: '',
  perMileRate: '',
  perPoundRate: '',
  minimumCharge: '',
  isActive: true,
};

const inputOf = (rate: CarrierRate): CarrierRateInput => ({
  carrierName: rate.carrierName,
  serviceType: rate.serviceType,
  baseRate: rate.baseRate,
  perMileRate: rate.perMileRate,
  perPoundRate: rate.perPoundRate,
  minimumCharge: rate.minimumCharge,
  isActive: rate.isActive,
});

/** Create (no `rate`) or edit a carrier rate, including its active flag. */
export function CarrierRateDialog({ rate, onClose }: { rate?: CarrierRate; onClose: () => void }) {
  const [create] = useCreateCarrierRateMutation();
  const [update] = useUpdateCarrierRateMutation();
  const run = useAdminAction();

  const submit = (values: CarrierRateInput) =>
    rate
      ? run(() => update({ id: rate.id, ...values }).unwrap(), ADMIN_TOASTS.carrierRateUpdated)
      : run(() => create(values).unwrap(), ADMIN_TOASTS.carrierRateCreated);

  return (
    <RecordDialog
      title={rate ? 'Edit Carrier Rate' : 'Add Carrier Rate'}
      description="Rates are kept as entered (e.g. 2.15)."
      fields={FIELDS}
      initialValues={rate ? inputOf(rate) : EMPTY}
      submitLabel={rate ? 'Save Changes' : 'Create Rate'}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
