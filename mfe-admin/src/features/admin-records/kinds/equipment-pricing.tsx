import { ADMIN_RECORDS, type EquipmentPricing, type EquipmentPricingInput, formatUsdRate } from '@freight/domain';
import { Muted } from '../../../components/list-toolbar';
import type { AdminRecordKind } from '../types/admin-record-kind';

export const equipmentPricing: AdminRecordKind<EquipmentPricing, EquipmentPricingInput> = {
  ...ADMIN_RECORDS.equipmentPricing,
  tag: 'EquipmentPricing',
  counted: true,
  columns: [
    {
      header: 'Equipment',
      field: 'equipmentName',
      cell: (item) => (
        <>
          <div>{item.equipmentName}</div>
          {item.description && <Muted>{item.description}</Muted>}
        </>
      ),
    },
    { header: 'Type', field: 'equipmentType', cell: (item) => <code>{item.equipmentType}</code> },
    { header: 'Base Mile Rate', field: 'baseMileRate', numeric: true, cell: (item) => formatUsdRate(item.baseMileRate) },
    { header: 'Minimum Rate', field: 'minimumRate', numeric: true, cell: (item) => formatUsdRate(item.minimumRate) },
    { header: 'Weight Capacity', field: 'weightCapacity', cell: (item) => item.weightCapacity || '—' },
  ],
  fields: [
    { name: 'equipmentType', label: 'Equipment Type', placeholder: 'e.g. dry-van' },
    { name: 'equipmentName', label: 'Equipment Name', placeholder: "e.g. 53' Dry Van" },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'baseMileRate', label: 'Base Mile Rate', placeholder: '2.25' },
    { name: 'minimumRate', label: 'Minimum Rate', placeholder: '300.00' },
    { name: 'weightCapacity', label: 'Weight Capacity', placeholder: 'e.g. 45,000 lbs' },
    { name: 'isActive', label: 'Active', kind: 'switch', initial: true },
  ],
  nameOf: (item) => item.equipmentName,
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
