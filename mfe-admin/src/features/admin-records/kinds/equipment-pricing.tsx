import { ADMIN_RECORDS, type EquipmentPricing, type EquipmentPricingInput, formatUsdRate } from '@freight/domain';
import { Muted } from '../../../components/list-toolbar';
import type { AdminRecordKind } from '../types/admin-record-kind';

export const equipmentPricing: AdminRecordKind<EquipmentPricing, EquipmentPricingInput> = {
  ...ADMIN_RECORDS.equipmentPricing,
  tag: 'EquipmentPricing',
  counted: true,
  columns: [
    {
      field: 'equipmentName',
      cell: (item) => (
        <>
          <div>{item.equipmentName}</div>
          {item.description && <Muted>{item.description}</Muted>}
        </>
      ),
    },
    { field: 'equipmentType', cell: (item) => <code>{item.equipmentType}</code> },
    { field: 'baseMileRate', numeric: true, cell: (item) => formatUsdRate(item.baseMileRate) },
    { field: 'minimumRate', numeric: true, cell: (item) => formatUsdRate(item.minimumRate) },
    { field: 'weightCapacity', cell: (item) => item.weightCapacity || '—' },
  ],
  nameOf: (item) => item.equipmentName,
};
