import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './website-content.controller';
import * as schemas from './website-content.validation';

export const websiteContentRouter = Router();

websiteContentRouter
  .route('/admin/website-content')
  .get(requireAdmin, validate(schemas.listWebsiteContent), controller.list)
  .post(requireAdmin, validate(schemas.createWebsiteContent), controller.create);

websiteContentRouter.patch('/admin/website-content/:id', requireAdmin, validate(schemas.updateWebsiteContent), controller.update);
