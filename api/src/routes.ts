import { Router } from 'express';
import authRoute from './modules/auth/auth.route';
import { accountRouter } from './modules/account/account.route';
import { adminRecordRoutes } from './modules/admin-records/admin-records.route';
import { adminUsersRouter } from './modules/admin-users/admin-users.route';
import { carriersRouter } from './modules/carriers/carriers.route';
import { companiesRouter } from './modules/companies/companies.route';
import { deploymentsRouter } from './modules/deployments/deployments.route';
import { invoicesRouter } from './modules/billing/invoices.route';
import { billingReportsRouter } from './modules/billing-reports/billing-reports.route';
import { loadBoardRouter } from './modules/load-board/load-board.route';
import { lanesRouter } from './modules/lanes/lanes.route';
import { pricingRouter } from './modules/pricing/pricing.route';
import { mailRouter } from './modules/mail/mail.route';
import { payablesRouter } from './modules/payables/payables.route';
import { quotesRouter } from './modules/quotes/quotes.route';
import { shipmentsRouter } from './modules/shipments/shipments.route';
import { statsRouter } from './modules/stats/stats.route';

/** Every module's router under /api; each feature adds one line. */
const router = Router();

router.use(authRoute);
router.use(accountRouter);
router.use(adminUsersRouter);
router.use(carriersRouter);
router.use(companiesRouter);
router.use(quotesRouter);
router.use(adminRecordRoutes);
router.use(statsRouter);
router.use(mailRouter);
router.use(deploymentsRouter);
router.use(lanesRouter);
router.use(pricingRouter);
router.use(shipmentsRouter);
router.use(loadBoardRouter);
router.use(invoicesRouter);
router.use(payablesRouter);
router.use(billingReportsRouter);

export default router;
