import type { Shipment as ApiShipment } from '@freight/domain';
import { CarrierOfferModel, type CarrierOfferRecord } from '../models/carrier-offer.model';
import { Shipment, type ShipmentRecord } from '../models/shipment.model';
import { RecordView } from './record-view';

const pickupTime = (date: string | undefined) => {
  const time = Date.parse(`${date ?? ''}T00:00:00Z`);
  return Number.isFinite(time) ? time : 0;
};

/**
 * The shipments as the load board and the carriers see them, latest pickup first: the open loads
 * by their board keys (store/models/shipment.model `boardKeysOf`), a carrier's awarded loads
 * (`carrier:<id>`), and the awards waiting for a signature, with the time their next step is due (reminder, lapse)
 * as the deadline.
 */
export const loadBoardView = new RecordView<ShipmentRecord, ApiShipment>(
  'shipments',
  () => Shipment,
  { id: 1, pickupWindow: 1, boardKeys: 1, carrierId: 1, awardStepAt: 1 },
  (shipment) => ({
    id: shipment.id,
    at: pickupTime(shipment.pickupWindow?.date),
    tags: [...(shipment.boardKeys ?? []), ...(shipment.carrierId ? [`carrier:${shipment.carrierId}`] : []), ...(shipment.awardStepAt ? ['awaiting-signature'] : [])],
    words: [],
    deadline: shipment.awardStepAt ? new Date(shipment.awardStepAt).getTime() : undefined,
  }),
);

/** Carriers' offers, newest first: per shipment (and status), per carrier. */
export const offerView = new RecordView<CarrierOfferRecord, CarrierOfferRecord>(
  'carrier_offers',
  () => CarrierOfferModel,
  { id: 1, shipmentId: 1, carrierId: 1, status: 1 },
  (offer) => ({
    id: offer.id,
    at: offer.id,
    tags: [`shipment:${offer.shipmentId}`, `shipment:${offer.shipmentId}|status:${offer.status}`, `carrier:${offer.carrierId}`],
    words: [],
  }),
);
