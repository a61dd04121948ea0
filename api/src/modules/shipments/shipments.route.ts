import { Router } from 'express';
import { SHIPMENT_MESSAGES } from '@freight/domain';
import { requireAdmin } from '../../core/auth';
import { rawFileBody } from '../../core/file-upload';
import { validate } from '../../core/validate';
import { asCompany } from '../companies/acting';
import * as bookingReview from './booking-review.controller';
import * as shipments from './shipments.controller';
import * as schemas from './shipments.validation';

/** The proof of delivery arrives as the raw file (application/octet-stream), at most 10 MB. */
const podBody = rawFileBody(SHIPMENT_MESSAGES.podTooLarge);

/** Anyone with the link: the public tracking data. */
const publicRouter = Router();
publicRouter.get('/track/:token', validate(schemas.tracking), shipments.track);
publicRouter.get('/track/:token/map.svg', validate(schemas.tracking), shipments.trackingMap);

/** A signed-in customer (their own shipments) or staff (any). */
const customerRouter = Router();
customerRouter.route('/shipments').post(asCompany('shipments'), validate(schemas.bookShipment), shipments.book).get(asCompany('shipments'), validate(schemas.listOwnShipments), shipments.listOwn);
customerRouter.get('/shipments/:id', asCompany('shipments'), validate(schemas.oneShipment), shipments.show);
customerRouter
  .route('/shipments/:id/tracking-link')
  .post(asCompany('shipments'), validate(schemas.oneShipment), shipments.createTracking)
  .delete(asCompany('shipments'), validate(schemas.oneShipment), shipments.revokeTracking);
customerRouter.get('/shipments/:id/map.svg', asCompany('shipments'), validate(schemas.oneShipment), shipments.laneMap);
customerRouter.get('/shipments/:id/bill-of-lading', asCompany('shipments'), validate(schemas.oneShipment), shipments.billOfLading);
customerRouter.get('/shipments/:id/pod', asCompany('shipments'), validate(schemas.oneShipment), shipments.proofOfDelivery);

/** Staff. */
const adminRouter = Router();
adminRouter.get('/admin/shipments', requireAdmin, validate(schemas.listShipments), shipments.list);
adminRouter.patch('/admin/shipments/:id', requireAdmin, validate(schemas.updateShipment), shipments.update);
adminRouter.post('/admin/shipments/:id/events', requireAdmin, validate(schemas.recordEvent), shipments.recordEvent);
adminRouter.post('/admin/shipments/:id/cancel', requireAdmin, validate(schemas.cancelShipment), shipments.cancel);
adminRouter.put('/admin/shipments/:id/trailer-type', requireAdmin, validate(schemas.changeTrailerType), shipments.changeTrailerType);
adminRouter.post('/admin/shipments/:id/tracking-link', requireAdmin, validate(schemas.oneShipment), shipments.staffCreateTracking);
adminRouter.post('/admin/shipments/:id/pod', requireAdmin, validate({ params: schemas.oneShipment.params }), ...podBody, shipments.uploadPod);
// A booking held past the customer's credit limit: staff's credit review.
adminRouter.post('/admin/shipments/:id/booking/approve', requireAdmin, validate(schemas.oneShipment), bookingReview.approve);
adminRouter.post('/admin/shipments/:id/booking/refuse', requireAdmin, validate(schemas.refuseBooking), bookingReview.refuse);

export const shipmentsRouter = Router();
shipmentsRouter.use(publicRouter, customerRouter, adminRouter);
