import { Router } from 'express';
import authRoute from './modules/auth/auth.route';
import { adminUsersRouter } from './modules/admin-users/admin-users.route';
import { carrierRatesRouter } from './modules/carrier-rates/carrier-rates.route';
import { mailRouter } from './modules/mail/mail.route';
import { equipmentPricingRouter } from './modules/equipment-pricing/equipment-pricing.route';
import { quotesRouter } from './modules/quotes/quotes.route';
import { statsRouter } from './modules/stats/stats.route';
import { websiteContentRouter } from './modules/website-content/website-content.route';

/** Every module's router under /api; each feature adds one line. */
const router = Router();

router.use(authRoute);
router.use(adminUsersRouter);
router.use(quotesRouter);
router.use(carrierRatesRouter);
router.use(equipmentPricingRouter);
router.use(websiteContentRouter);
router.use(statsRouter);
router.use(mailRouter);

export default router;
