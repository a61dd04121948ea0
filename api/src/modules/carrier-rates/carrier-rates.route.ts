import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './carrier-rates.controller';
import * as schemas from './carrier-rates.validation';

export const carrierRatesRouter = Router();

carrierRatesRouter
  .route('/admin/carrier-rates')
  .get(requireAdmin, validate(schemas.listCarrierRates), controller.list)
  .post(requireAdmin, validate(schemas.createCarrierRate), controller.create);

carrierRatesRouter
  .route('/admin/carrier-rates/:id')
  .patch(requireAdmin, validate(schemas.updateCarrierRate), controller.update)
  .delete(requireAdmin, validate(schemas.deleteCarrierRate), controller.remove);
