import { Router } from 'express';
import { requireAdmin } from '../../core/auth';
import { clientIp, createRateLimiter } from '../../core/rate-limit/rate-limiter';
import { validate } from '../../core/validate';
import * as controller from './deployments.controller';
import * as schemas from './deployments.validation';

/** A canary's failures counted from one address, per release (a few real visitors behind one address tell enough). */
const failuresPerAddress = createRateLimiter({
  name: 'remote-failure-ip',
  rule: (c) => c.rateLimits.remoteFailureIp,
  key: (req) => {
    const { remote, version } = (req.body ?? {}) as { remote?: unknown; version?: unknown };
    return `${clientIp(req)}|${String(remote).slice(0, 40)}@${String(version).slice(0, 80)}`;
  },
});

export const deploymentsRouter = Router();

deploymentsRouter.get('/admin/deployments', requireAdmin, controller.show);
deploymentsRouter.post('/admin/deployments/:remote/activate', requireAdmin, validate(schemas.activate), controller.activate);
deploymentsRouter.post('/admin/deployments/:remote/rollback', requireAdmin, validate(schemas.rollback), controller.rollback);
// Public: any visitor's shell reports the remotes it could not load (only a canary's visitors count, once each).
deploymentsRouter.post('/remote-failures', failuresPerAddress, validate(schemas.failure), controller.reportFailure);
