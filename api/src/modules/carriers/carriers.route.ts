import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './carriers.controller';
import * as schemas from './carriers.validation';

/** Staff's carrier verification: the carriers by status, verify, suspend with a reason. */
export const carriersRouter = Router();

carriersRouter.get('/admin/carriers', requireAdmin, validate(schemas.listCarriers), controller.list);
carriersRouter.post('/admin/carriers/:id/verify', requireAdmin, validate(schemas.verifyCarrier), controller.verify);
carriersRouter.post('/admin/carriers/:id/suspend', requireAdmin, validate(schemas.suspendCarrier), controller.suspend);
