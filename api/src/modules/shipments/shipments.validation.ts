import Joi from 'joi';
import { bookingRefusalSchema, listQuerySchema, shipmentBookingSchema, shipmentCancelSchema, shipmentDetailsSchema, shipmentEventSchema, shipmentListSchema, shipmentTrailerTypeSchema } from '@freight/domain/schemas';
import { idParamsSchema } from '../../core/resource-helpers';

const paging = { limit: listQuerySchema.extract('limit'), offset: listQuerySchema.extract('offset'), after: listQuerySchema.extract('after') };

/** POST /api/shipments: the customer's booking of an accepted quote. */
export const bookShipment = { body: shipmentBookingSchema };

/** GET /api/shipments: the caller's own shipments, by status. */
export const listOwnShipments = { query: Joi.object({ ...paging, status: shipmentListSchema.extract('status') }) };

/** GET /api/admin/shipments: every shipment, by status, with a search over number, customer and cities. */
export const listShipments = { query: Joi.object({ ...paging, status: shipmentListSchema.extract('status'), search: shipmentListSchema.extract('search') }) };

export const oneShipment = { params: idParamsSchema };
export const updateShipment = { params: idParamsSchema, body: shipmentDetailsSchema };
export const recordEvent = { params: idParamsSchema, body: shipmentEventSchema };
export const cancelShipment = { params: idParamsSchema, body: shipmentCancelSchema };
/** PUT /api/admin/shipments/:id/trailer-type: one of the board's trailer types. */
export const changeTrailerType = { params: idParamsSchema, body: shipmentTrailerTypeSchema };
/** POST /api/admin/shipments/:id/booking/refuse: why the held booking is refused. */
export const refuseBooking = { params: idParamsSchema, body: bookingRefusalSchema };

/** GET /api/track/:token: any string; an unknown one is a 404 like a revoked one. */
export const tracking = { params: Joi.object({ token: Joi.string().max(200).required() }) };
