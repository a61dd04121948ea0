import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { validate } from '../../core/validate';
import * as controller from './mail.controller';
import * as schemas from './mail.validation';

export const mailRouter = Router();

mailRouter.get('/admin/mail', requireAdmin, validate(schemas.listMessages), controller.list);
mailRouter.post('/admin/mail/:id/retry', requireAdmin, validate(schemas.retryMessage), controller.retry);
mailRouter.get('/admin/demo-mail', requireAdmin, validate(schemas.demoMailbox), controller.demoMailbox);
