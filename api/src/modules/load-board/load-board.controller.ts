import type { Request, Response } from 'express';
import { BOARD_SORT_FIRST, type BoardSort, type CarrierEventInput, checkLaneMiles, checkPrice, LOAD_BOARD_MESSAGES, SHIPMENT_EVENT_LABELS, SHIPMENT_MESSAGES, type SortDirection } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { sendList } from '../../core/list';
import { logger } from '../../core/logger';
import { clientIp } from '../../core/rate-limit/rate-limiter';
import { shipments, type ShipmentFields } from '../../store';
import { billOfLadingName, renderBillOfLading } from '../shipments/bill-of-lading';
import { rateConfirmationName, renderRateConfirmation } from './rate-confirmation';
import * as service from './load-board.service';
import { shipmentJson } from '../shipments/shipments.service';

const idOf = (req: Request) => Number(req.params.id);
const pageOf = (query: Record<string, unknown>) => ({ offset: Number(query.offset ?? 0), limit: Number(query.limit ?? 50) });
const carrierOf = (req: Request) => service.boardCarrier(req.user);

export async function board(req: Request, res: Response) {
  const carrier = carrierOf(req);
  const query = req.query as Record<string, string | undefined>;
  const by = (query.sort || 'pickup') as BoardSort;
  const direction = (query.direction || BOARD_SORT_FIRST[by]) as SortDirection;
  const { items, total } = await service.listBoard(carrier, { trailerType: query.trailerType || undefined, region: query.region || undefined }, { by, direction }, pageOf(query));
  sendList(res, items, total);
}

export async function offer(req: Request, res: Response) {
  const made = await service.makeOffer(carrierOf(req), idOf(req), req.body as Record<string, unknown>);
  res.status(201).json({ message: LOAD_BOARD_MESSAGES.offerMade, offer: made });
}

export async function bookNow(req: Request, res: Response) {
  const booked = await service.bookNow(carrierOf(req), idOf(req));
  res.status(201).json({ message: LOAD_BOARD_MESSAGES.booked, ...booked });
}

export async function myOffers(req: Request, res: Response) {
  const { items, total } = await service.myOffers(carrierOf(req), pageOf(req.query as Record<string, unknown>));
  sendList(res, items, total);
}

export async function withdraw(req: Request, res: Response) {
  const offer = await service.withdrawOffer(carrierOf(req), idOf(req));
  res.json({ message: LOAD_BOARD_MESSAGES.withdrawn, offer });
}

export async function assigned(req: Request, res: Response) {
  const { items, total } = await service.assignedLoads(carrierOf(req), pageOf(req.query as Record<string, unknown>));
  sendList(res, items, total);
}

export async function sign(req: Request, res: Response) {
  const shipment = await service.signRateConfirmation(carrierOf(req), idOf(req), (req.body as { signature: string }).signature, clientIp(req));
  res.json({ message: LOAD_BOARD_MESSAGES.signed, load: service.assignedLoadOf(shipment) });
}

export async function recordEvent(req: Request, res: Response) {
  const input = req.body as CarrierEventInput;
  const shipment = await service.recordCarrierEvent(carrierOf(req), idOf(req), input);
  res.json({ message: SHIPMENT_MESSAGES.eventRecorded(SHIPMENT_EVENT_LABELS[input.kind]), load: service.assignedLoadOf(shipment) });
}

export async function delivered(req: Request, res: Response) {
  const shipment = await service.deliverLoad(carrierOf(req), idOf(req), req.body as Buffer, req.get('x-file-name'));
  res.status(201).json({ message: LOAD_BOARD_MESSAGES.delivered, load: service.assignedLoadOf(shipment) });
}

type PdfStream = ReturnType<typeof renderRateConfirmation>;

function sendPdf(res: Response, shipment: ShipmentFields, name: string, render: (s: ShipmentFields) => PdfStream, what: string) {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  const pdf = render(shipment);
  pdf.on('error', (err: unknown) => {
    logger().error({ err, event: `load.${what}_failed`, shipmentId: shipment.id }, `${what} failed`);
    res.destroy();
  });
  pdf.pipe(res);
}

const sendRateConfirmation = (res: Response, shipment: ShipmentFields) => sendPdf(res, shipment, rateConfirmationName(shipment), renderRateConfirmation, 'rate_confirmation');

/** The bill of lading of a load the carrier signed for: the driver brings it to pickup. */
export async function carrierBillOfLading(req: Request, res: Response) {
  const shipment = await service.signedLoad(carrierOf(req), idOf(req));
  sendPdf(res, shipment, billOfLadingName(shipment), renderBillOfLading, 'bill_of_lading');
}

export async function carrierRateConfirmation(req: Request, res: Response) {
  const shipment = await service.ownLoad(carrierOf(req), idOf(req));
  sendRateConfirmation(res, shipment);
}

export async function staffRateConfirmation(req: Request, res: Response) {
  const shipment = await shipments.find(idOf(req));
  if (!shipment?.award) throw new ApiError(404, 'No rate confirmation: this shipment is not awarded');
  sendRateConfirmation(res, shipment);
}

export async function shipmentOffers(req: Request, res: Response) {
  const { items, total, ...rest } = await service.shipmentOffers(idOf(req), pageOf(req.query as Record<string, unknown>));
  res.set('X-Total-Count', String(total)).json({ offers: items, ...rest });
}

export async function postRate(req: Request, res: Response) {
  const text = (req.body as { rate: string }).rate.trim();
  const checked = text ? checkPrice(text) : { price: '' };
  if (checked.error !== undefined) throw new ApiError(400, checked.error, { rate: checked.error });
  const shipment = await service.postRate(idOf(req), checked.price ?? '');
  res.json({ message: LOAD_BOARD_MESSAGES.ratePosted, shipment: shipmentJson(shipment) });
}

/** The active carrier rates priced on this load; `miles` (staff's) instead of the estimated road miles. */
export async function rateOptions(req: Request, res: Response) {
  const text = (req.query as { miles?: string }).miles;
  const checked = text === undefined ? undefined : checkLaneMiles(text);
  if (checked?.error !== undefined) throw new ApiError(400, checked.error, { miles: checked.error });
  res.json(await service.rateOptions(idOf(req), checked?.miles));
}

export async function award(req: Request, res: Response) {
  const shipment = await service.awardOffer(idOf(req), (req.body as { signHours?: number }).signHours);
  res.json({ message: LOAD_BOARD_MESSAGES.awarded, shipment: shipmentJson(shipment) });
}

export async function withdrawAward(req: Request, res: Response) {
  const shipment = await service.withdrawAward(idOf(req), (req.body as { reason: string }).reason);
  res.json({ message: LOAD_BOARD_MESSAGES.awardWithdrawn, shipment: shipmentJson(shipment) });
}

export async function assignDriver(req: Request, res: Response) {
  res.json(await service.assignDriver(carrierOf(req), idOf(req), req.body as { userId: number; phone: string; truckNumber: string; trailerNumber: string }));
}

export function placeNear(req: Request, res: Response) {
  res.json(service.placeNear(req.body as { latitude: number; longitude: number }));
}

export async function checkCall(req: Request, res: Response) {
  res.status(201).json(await service.addCheckCall(carrierOf(req), idOf(req), (req.body as { note: string }).note));
}
