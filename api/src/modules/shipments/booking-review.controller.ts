import type { Request, Response } from 'express';
import { SHIPMENT_MESSAGES } from '@freight/domain';
import { approveBooking, refuseBooking } from './booking-review.service';
import { shipmentJson } from './shipments.service';

const idOf = (req: Request) => Number(req.params.id);

/** Staff approve a booking held for a credit review: it is booked and goes on the board. */
export async function approve(req: Request, res: Response) {
  const shipment = await approveBooking(req.user!, idOf(req));
  res.json({ message: SHIPMENT_MESSAGES.bookingApproved(shipment.number), shipment: shipmentJson(shipment) });
}

/** Staff refuse it, with the reason: it is cancelled and the customer is told. */
export async function refuse(req: Request, res: Response) {
  const shipment = await refuseBooking(req.user!, idOf(req), (req.body as { reason: string }).reason);
  res.json({ message: SHIPMENT_MESSAGES.bookingRefused(shipment.number), shipment: shipmentJson(shipment) });
}
