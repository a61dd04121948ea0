import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import * as controller from './stats.controller';

export const statsRouter = Router();

statsRouter.get('/admin/stats', requireAdmin, controller.show);
