import { Router } from 'express';
import { adminRecordsRouter } from './admin-records';
import { offeredAccessorials } from './accessorials';
import { accessorialKind, carrierRateKind, equipmentPricingKind, websiteContentKind } from './admin-record-kinds';

/** Carrier rates, equipment pricing and website content: one pattern, three kinds. */
export const adminRecordRoutes = Router();

adminRecordRoutes.use(
  adminRecordsRouter(carrierRateKind),
  adminRecordsRouter(equipmentPricingKind),
  adminRecordsRouter(websiteContentKind),
  adminRecordsRouter(accessorialKind),
);

/** Anyone: the extra services the quote forms offer, with their prices. */
adminRecordRoutes.get('/accessorials', async (_req, res) => {
  res.json(await offeredAccessorials());
});
