import { ADMIN_TOASTS, type AdminOutcome } from './messages';

export type AdminRecordOperation = 'list' | 'create' | 'update' | 'delete';

/**
 * A kind of record staff keep in a list in the admin area: where the API serves it,
 * what can be done with it, and the toasts of each change. The API's routes and the
 * admin tab are both built from it, so the tab never offers a change the API does not route. (The
 * tab's own words live in its declaration in mfe-admin: here, in a shared singleton, every page
 * would download them.)
 */
export interface AdminRecordSpec {
  /** Under /api: GET and POST on it, PATCH and DELETE on `<path>/<id>`. */
  path: string;
  operations: readonly AdminRecordOperation[];
  /** Every kind is added and edited; `delete` when it offers it. */
  outcomes: { create: AdminOutcome; update: AdminOutcome; delete?: AdminOutcome };
}

const carrierRates: AdminRecordSpec = {
  path: '/admin/carrier-rates',
  operations: ['list', 'create', 'update', 'delete'],
  outcomes: { create: ADMIN_TOASTS.carrierRateCreated, update: ADMIN_TOASTS.carrierRateUpdated, delete: ADMIN_TOASTS.carrierRateDeleted },
};

const equipmentPricing: AdminRecordSpec = {
  path: '/admin/equipment-pricing',
  operations: ['list', 'create', 'update', 'delete'],
  outcomes: { create: ADMIN_TOASTS.equipmentCreated, update: ADMIN_TOASTS.equipmentUpdated, delete: ADMIN_TOASTS.equipmentDeleted },
};

/** Website content is added and edited, never deleted (the Content tab's dialog). */
const websiteContent: AdminRecordSpec = {
  path: '/admin/website-content',
  operations: ['list', 'create', 'update'],
  outcomes: { create: ADMIN_TOASTS.websiteContentSaved, update: ADMIN_TOASTS.websiteContentSaved },
};

/** Extra services priced per shipment (liftgate, residential delivery…), offered on the quote forms. */
const accessorials: AdminRecordSpec = {
  path: '/admin/accessorials',
  operations: ['list', 'create', 'update', 'delete'],
  outcomes: { create: ADMIN_TOASTS.accessorialCreated, update: ADMIN_TOASTS.accessorialUpdated, delete: ADMIN_TOASTS.accessorialDeleted },
};

/** Carrier rates, equipment pricing, website content and accessorials: one pattern, four kinds. */
export const ADMIN_RECORDS = { carrierRates, equipmentPricing, websiteContent, accessorials } as const;
