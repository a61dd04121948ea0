import { type RequestHandler, Router } from 'express';
import { CARRIER_DOCUMENT_MESSAGES } from '@freight/domain';
import { ApiError } from '../../core/api-error';
import { requireAdmin } from '../../core/auth';
import { rawFileBody } from '../../core/file-upload';
import * as documents from './carrier-documents.controller';
import { validate } from '../../core/validate';
import { asCompany } from '../companies/acting';
import * as controller from './carriers.controller';
import * as schemas from './carriers.validation';

/** Staff's carrier verification: the carriers by status, verify (an override reason stands in for missing documents), suspend with a reason. */
export const carriersRouter = Router();

carriersRouter.get('/admin/carriers', requireAdmin, validate(schemas.listCarriers), controller.list);
carriersRouter.post('/admin/carriers/:id/verify', requireAdmin, validate(schemas.verifyCarrier), controller.verify);
carriersRouter.post('/admin/carriers/:id/suspend', requireAdmin, validate(schemas.suspendCarrier), controller.suspend);
carriersRouter.get('/admin/carriers/:id/documents/:documentId', requireAdmin, validate(schemas.carrierDocument), documents.downloadForStaff);
// A look-up that is kept: FMCSA's answer becomes the carrier's authority check.
carriersRouter.post('/admin/carriers/:id/fmcsa', requireAdmin, validate(schemas.fmcsaLookUp), documents.lookUpFmcsa);

/** A signed-in carrier account (any verification status): 401 signed out, 403 for other accounts. */
const requireCarrier: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new ApiError(401, 'Authentication required');
  if (req.user.accountType !== 'carrier') throw new ApiError(403, CARRIER_DOCUMENT_MESSAGES.carriersOnly);
  next();
};

/** A carrier's own documents: its certificate of insurance and W-9, with the proof of delivery's upload rules. */
carriersRouter.get('/carrier/documents', requireCarrier, asCompany('documents'), documents.listOwn);
carriersRouter.post('/carrier/documents', requireCarrier, asCompany('documents'), validate(schemas.uploadDocument), ...rawFileBody(CARRIER_DOCUMENT_MESSAGES.tooLarge), documents.upload);
carriersRouter.get('/carrier/documents/:documentId', requireCarrier, asCompany('documents'), validate(schemas.ownDocument), documents.downloadOwn);
// Where the carrier's trucks start from: the load board measures each load's deadhead from it.
carriersRouter.put('/carrier/home-zip', requireCarrier, asCompany('loadBoard'), validate(schemas.homeZip), controller.saveHomeZip);
