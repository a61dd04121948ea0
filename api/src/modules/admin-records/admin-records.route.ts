import { Router } from 'express';
import { adminRecordsRouter } from './admin-records';
import { carrierRateKind, equipmentPricingKind, websiteContentKind } from './admin-record-kinds';

/** Carrier rates, equipment pricing and website content: one pattern, three kinds. */
export const adminRecordRoutes = Router();

adminRecordRoutes.use(adminRecordsRouter(carrierRateKind), adminRecordsRouter(equipmentPricingKind), adminRecordsRouter(websiteContentKind));
