import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './deployments.controller';
import * as schemas from './deployments.validation';

export const deploymentsRouter = Router();

deploymentsRouter.get('/admin/deployments', requireAdmin, controller.show);
deploymentsRouter.post('/admin/deployments/:remote/activate', requireAdmin, validate(schemas.activate), controller.activate);
deploymentsRouter.post('/admin/deployments/:remote/rollback', requireAdmin, validate(schemas.rollback), controller.rollback);
// Public: any visitor's shell reports the remotes it could not load (only a canary's count).
deploymentsRouter.post('/remote-failures', validate(schemas.failure), controller.reportFailure);
