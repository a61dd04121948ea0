import type { EquipmentPricing, EquipmentPricingInput } from '@freight/domain';
import { ADMIN_TOASTS } from '@freight/domain';
import { type FieldSpec, RecordDialog } from '../../../components/record-dialog';
import { useAdminAction } from '../../../components/use-admin-action';
import { useCreateEquipmentPricingMutation, useUpdateEquipmentPricingMutation } from '../api/equipment-pricing-api';

type EquipmentForm = Required<EquipmentPricingInput>;

const FIELDS: readonly FieldSpec<EquipmentForm>[] = [
  { name: 'equipmentType', label: 'Equipment Type', placeholder: 'e.g. dry-van' },
  { name: 'equipmentName', label: 'Equipment Name', placeholder: "e.g. 53' Dry Van" },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'baseMileRate', label: 'Base Mile Rate', placeholder: '2.25' },
  { name: 'minimumRate', label: 'Minimum Rate', placeholder: '300.00' },
  { name: 'weightCapacity', label: 'Weight Capacity', placeholder: 'e.g. 45,000 lbs' },
  { name: 'isActive', label: 'Active', kind: 'switch' },
];

const EMPTY: EquipmentForm = {
  equipmentType: '',
  equipmentName: '',
  description: '',
  baseMileRate: '',
  minimumRate: '',
  weightCapacity: '',
  isActive: true,
};

const formOf = (item: EquipmentPricing): EquipmentForm => ({
  equipmentType: item.equipmentType,
  equipmentName: item.equipmentName,
  description: item.description ?? '',
  baseMileRate: item.baseMileRate,
  minimumRate: item.minimumRate,
  weightCapacity: item.weightCapacity ?? '',
  isActive: item.isActive,
});

/** Create (no `item`) or edit an equipment type's pricing, including its active flag. */
export function EquipmentPricingDialog({ item, onClose }: { item?: EquipmentPricing; onClose: () => void }) {
  const [create] = useCreateEquipmentPricingMutation();
  const [update] = useUpdateEquipmentPricingMutation();
  const run = useAdminAction();

  const submit = (values: EquipmentForm) =>
    item
      ? run(() => update({ id: item.id, ...values }).unwrap(), ADMIN_TOASTS.equipmentUpdated)
      : run(() => create(values).unwrap(), ADMIN_TOASTS.equipmentCreated);

  return (
    <RecordDialog
      title={item ? 'Edit Equipment Pricing' : 'Add Equipment Type'}
      description="The equipment type is a unique identifier, e.g. dry-van or reefer."
      fields={FIELDS}
      initialValues={item ? formOf(item) : EMPTY}
      submitLabel={item ? 'Save Changes' : 'Create Equipment'}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
