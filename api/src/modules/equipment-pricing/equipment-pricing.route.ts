import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './equipment-pricing.controller';
import * as schemas from './equipment-pricing.validation';

export const equipmentPricingRouter = Router();

equipmentPricingRouter
  .route('/admin/equipment-pricing')
  .get(requireAdmin, validate(schemas.listEquipmentPricing), controller.list)
  .post(requireAdmin, validate(schemas.createEquipmentPricing), controller.create);

equipmentPricingRouter
  .route('/admin/equipment-pricing/:id')
  .patch(requireAdmin, validate(schemas.updateEquipmentPricing), controller.update)
  .delete(requireAdmin, validate(schemas.deleteEquipmentPricing), controller.remove);
