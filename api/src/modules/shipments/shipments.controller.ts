import type { Request, Response } from 'express';
import { recorderForReader, type Shipment, SHIPMENT_EVENT_LABELS, SHIPMENT_MESSAGES, type ShipmentDetails, type ShipmentEvent, type ShipmentEventInput, type TrailerType } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { sendStoredFile } from '../../core/file-upload';
import { sendList } from '../../core/list';
import { logger } from '../../core/logger';
import { files, type StoredShipment } from '../../store';
import { billOfLadingName, renderBillOfLading } from './bill-of-lading';
import { uploadProofOfDelivery } from './proof-of-delivery';
import * as service from './shipments.service';

const idOf = (req: Request) => Number(req.params.id);

/**
 * A customer sees who hauls the load, never the carrier's rate: staff's carrier fields (and a credit review's figures, and the
 * carrier's driver details) are left out; and who recorded each step: its own people by name, the carrier's driver by name, anyone
 * else by role, never a staff member's name or an account id.
 */
function forCaller(req: Request, shipment: StoredShipment) {
  const json = service.shipmentJson(shipment);
  if (req.user?.isAdmin) return json;
  const { postedRate: _rate, award: _award, carrierId: _carrier, creditHold: _hold, driver: _driver, checkCalls: _calls, events, ...own } = json as Shipment & {
    postedRate?: unknown;
    award?: unknown;
    carrierId?: unknown;
  };
  const driverId = shipment.driver?.userId;
  const nameFor = (event: ShipmentEvent & { recordedBy: { userId?: number } }) =>
    event.recordedBy.role === 'customer' || (event.recordedBy.role === 'carrier' && driverId !== undefined && event.recordedBy.userId === driverId) ? event.recordedBy.name : undefined;
  return { ...own, events: (events as (ShipmentEvent & { recordedBy: { userId?: number } })[]).map((event) => ({ ...event, recordedBy: recorderForReader(event.recordedBy.role, 'customer', nameFor(event)) })) };
}
const pageOf = (query: Record<string, unknown>) => ({ offset: Number(query.offset ?? 0), limit: Number(query.limit ?? 100), after: query.after as number | undefined });

export async function book(req: Request, res: Response) {
  const { shipment, created } = await service.bookShipment(req.user!, req.body as ShipmentDetails & { quoteId: number });
  // A booking held for a credit review says so, in plain words (the figures are staff's).
  const message = shipment.status === 'held' ? SHIPMENT_MESSAGES.heldForCustomer : SHIPMENT_MESSAGES.booked(shipment.number);
  res.status(created ? 201 : 200).json({ message, shipment: forCaller(req, shipment) });
}

export async function listOwn(req: Request, res: Response) {
  const query = req.query as Record<string, unknown>;
  const { items, total } = await service.listShipments({ userId: req.user!.id, status: query.status as never }, pageOf(query));
  sendList(res, items.map((item) => forCaller(req, item)), total);
}

export async function list(req: Request, res: Response) {
  const query = req.query as Record<string, unknown>;
  const { items, total } = await service.listShipments({ status: query.status as never, search: query.search as string | undefined }, pageOf(query));
  sendList(res, items.map(service.shipmentJson), total);
}

export async function show(req: Request, res: Response) {
  res.json(forCaller(req, await service.visibleShipment(req.user!, idOf(req))));
}

export async function update(req: Request, res: Response) {
  const shipment = await service.updateDetails(idOf(req), req.body as ShipmentDetails);
  res.json({ message: SHIPMENT_MESSAGES.updated, shipment: service.shipmentJson(shipment) });
}

export async function recordEvent(req: Request, res: Response) {
  const input = req.body as ShipmentEventInput;
  const shipment = await service.recordEvent(req.user!, idOf(req), input);
  res.json({ message: SHIPMENT_MESSAGES.eventRecorded(SHIPMENT_EVENT_LABELS[input.kind]), shipment: service.shipmentJson(shipment) });
}

export async function cancel(req: Request, res: Response) {
  const shipment = await service.cancelShipment(req.user!, idOf(req), (req.body as { reason: string }).reason);
  res.json({ message: SHIPMENT_MESSAGES.cancelled(shipment.number), shipment: service.shipmentJson(shipment) });
}

/** Staff change the trailer type the load board lists an open load under. */
export async function changeTrailerType(req: Request, res: Response) {
  const { trailerType } = req.body as { trailerType: TrailerType };
  const shipment = await service.changeTrailerType(req.user!, idOf(req), trailerType);
  res.json({ message: SHIPMENT_MESSAGES.trailerTypeChanged(trailerType), shipment: service.shipmentJson(shipment) });
}

/** Staff make a new tracking link (the live one stops working), as the customer can. */
export async function staffCreateTracking(req: Request, res: Response) {
  const { token, shipment } = await service.createTrackingLinkAsStaff(req.user!, idOf(req));
  res.status(201).json({ message: SHIPMENT_MESSAGES.trackingCreated, token, path: `/track/${token}`, shipment: service.shipmentJson(shipment) });
}

export async function createTracking(req: Request, res: Response) {
  const { token, shipment } = await service.createTrackingLink(req.user!, idOf(req));
  res.status(201).json({ message: SHIPMENT_MESSAGES.trackingCreated, token, path: `/track/${token}`, shipment: forCaller(req, shipment) });
}

export async function revokeTracking(req: Request, res: Response) {
  const shipment = await service.revokeTrackingLink(req.user!, idOf(req));
  res.json({ message: SHIPMENT_MESSAGES.trackingRevoked, shipment: forCaller(req, shipment) });
}

export async function track(req: Request, res: Response) {
  const shipment = await service.openTracking(String(req.params.token));
  res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex').json(service.publicTracking(shipment));
}

export async function billOfLading(req: Request, res: Response) {
  const shipment = await service.visibleShipment(req.user!, idOf(req));
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${billOfLadingName(shipment)}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  const pdf = renderBillOfLading(shipment);
  pdf.on('error', (err: unknown) => {
    logger().error({ err, event: 'shipment.bol_failed', shipmentId: shipment.id }, 'bill of lading failed');
    res.destroy();
  });
  pdf.pipe(res);
}

export async function proofOfDelivery(req: Request, res: Response) {
  const shipment = await service.visibleShipment(req.user!, idOf(req));
  const file = shipment.pod ? await files.read(shipment.pod.fileId) : null;
  if (!file) throw new ApiError(404, SHIPMENT_MESSAGES.noPod);
  sendStoredFile(res, file);
}

export async function uploadPod(req: Request, res: Response) {
  const shipment = await uploadProofOfDelivery(req.user!, idOf(req), req.body as Buffer, req.get('x-file-name'));
  res.status(201).json({ message: SHIPMENT_MESSAGES.podUploaded, shipment: service.shipmentJson(shipment) });
}

/** The lane map (SVG), cached briefly by the browser and revalidated by its ETag (Express answers 304 to a match). */
function sendMap(res: Response, svg: string) {
  res.set('Cache-Control', 'private, max-age=60').type('image/svg+xml').send(svg);
}

export async function laneMap(req: Request, res: Response) {
  sendMap(res, await service.laneMap(await service.visibleShipment(req.user!, idOf(req)), 'owner'));
}

export async function trackingMap(req: Request, res: Response) {
  const shipment = await service.openTracking(String(req.params.token));
  res.set('X-Robots-Tag', 'noindex');
  sendMap(res, await service.laneMap(shipment, 'public'));
}
