import type { Shipment as ApiShipment } from '@freight/domain';
import { Shipment, type ShipmentRecord, shipmentWords } from '../models/shipment.model';
import { wordsOf } from '../search-keys';
import { type ViewRow, RecordView } from './record-view';

/** Every list of shipments (staff's, a customer's), newest (highest id) first. */
export const shipmentView = new RecordView<ShipmentRecord, ApiShipment>(
  'shipments',
  () => Shipment,
  { id: 1, number: 1, status: 1, userId: 1, customer: 1, origin: 1, destination: 1, exception: 1 },
  (shipment): ViewRow => ({
    id: shipment.id,
    at: shipment.id,
    tags: [`status:${shipment.status}`, ...(shipment.userId ? [`user:${shipment.userId}`] : []), ...(shipment.exception ? ['exception'] : [])],
    words: wordsOf(shipmentWords(shipment)),
  }),
);
