import { type RequestHandler, Router } from 'express';
import { SHIPMENT_MESSAGES } from '@freight/domain';
import { requireAdmin } from '../../core/auth';
import { rawFileBody } from '../../core/file-upload';
import { validate } from '../../core/validate';
import { asCompany } from '../companies/acting';
import * as controller from './load-board.controller';
import { boardCarrier } from './load-board.service';
import * as schemas from './load-board.validation';

/** Before any input is read: only a verified, active carrier, else 401/403 with the reason. */
const requireBoardCarrier: RequestHandler = (req, _res, next) => {
  boardCarrier(req.user);
  next();
};

/**
 * The load board. Carrier routes answer only a verified, active carrier (401 anonymous; 403 with
 * the reason for a pending or suspended carrier and for any other account); staff's under /admin.
 */
export const loadBoardRouter = Router();

loadBoardRouter.get('/carrier/loads', asCompany('loadBoard'), requireBoardCarrier, validate(schemas.board), controller.board);
loadBoardRouter.post('/carrier/loads/:id/offers', asCompany('loadBoard'), requireBoardCarrier, validate(schemas.offer), controller.offer);
loadBoardRouter.post('/carrier/loads/:id/book', asCompany('loadBoard'), requireBoardCarrier, validate(schemas.bookNow), controller.bookNow);
loadBoardRouter.get('/carrier/offers', asCompany('offers'), requireBoardCarrier, validate(schemas.page), controller.myOffers);
loadBoardRouter.post('/carrier/offers/:id/withdraw', asCompany('offers'), requireBoardCarrier, validate(schemas.one), controller.withdraw);
loadBoardRouter.get('/carrier/assigned', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.page), controller.assigned);
loadBoardRouter.get('/carrier/assigned/:id/rate-confirmation', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.one), controller.carrierRateConfirmation);
loadBoardRouter.post('/carrier/assigned/:id/sign', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.sign), controller.sign);

// The assigned carrier moves its load: its steps on the timeline, Delivered with the proof of delivery, the bill of lading.
loadBoardRouter.post('/carrier/assigned/:id/events', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.carrierEvent), controller.recordEvent);
loadBoardRouter.post('/carrier/assigned/:id/delivered', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.one), ...rawFileBody(SHIPMENT_MESSAGES.podTooLarge), controller.delivered);
// The dispatcher puts a driver on a load; a phone's location check-in names the city it is near.
loadBoardRouter.post('/carrier/assigned/:id/driver', asCompany('assignDrivers'), requireBoardCarrier, validate(schemas.assignDriver), controller.assignDriver);
loadBoardRouter.post('/carrier/assigned/:id/check-calls', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.checkCall), controller.checkCall);
loadBoardRouter.post('/carrier/places/nearest', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.location), controller.placeNear);
loadBoardRouter.get('/carrier/assigned/:id/bill-of-lading', asCompany('assignedLoads'), requireBoardCarrier, validate(schemas.one), controller.carrierBillOfLading);

loadBoardRouter.get('/admin/shipments/:id/offers', requireAdmin, validate(schemas.one), controller.shipmentOffers);
loadBoardRouter.get('/admin/shipments/:id/rate-options', requireAdmin, validate(schemas.rateOptions), controller.rateOptions);
loadBoardRouter.put('/admin/shipments/:id/carrier-rate', requireAdmin, validate(schemas.postRate), controller.postRate);
loadBoardRouter.get('/admin/shipments/:id/rate-confirmation', requireAdmin, validate(schemas.one), controller.staffRateConfirmation);
loadBoardRouter.post('/admin/offers/:id/award', requireAdmin, validate(schemas.award), controller.award);
loadBoardRouter.post('/admin/shipments/:id/award/withdraw', requireAdmin, validate(schemas.withdrawAward), controller.withdrawAward);
