import { Router } from 'express';
import authRoute from './modules/auth/auth.route';
import { adminRecordRoutes } from './modules/admin-records/admin-records.route';
import { adminUsersRouter } from './modules/admin-users/admin-users.route';
import { mailRouter } from './modules/mail/mail.route';
import { quotesRouter } from './modules/quotes/quotes.route';
import { shipmentsRouter } from './modules/shipments/shipments.route';
import { statsRouter } from './modules/stats/stats.route';

/** Every module's router under /api; each feature adds one line. */
const router = Router();

router.use(authRoute);
router.use(adminUsersRouter);
router.use(quotesRouter);
router.use(adminRecordRoutes);
router.use(statsRouter);
router.use(mailRouter);
router.use(shipmentsRouter);

export default router;
