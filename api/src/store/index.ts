/**
 * The one door to the data. Modules read and write through these repositories and never import a
 * model, a query helper or the embedded engine's accelerator: the store chooses, once per
 * connection, how each operation reaches the database (data-access.ts, `DATA_ACCESS`).
 */
export { connectDatabase, databaseIsUp, disconnectDatabase, isDatabaseUnavailable } from './connection';
export { storeErrorOf } from './errors';
export { DATA_ACCESS_WAYS, type DataAccess, dataAccess } from './data-access';
export { migrate } from './migrations/migrate';
export { startStoreWork } from './background';

export { auditLog, type NewAuditEntry } from './repositories/audit.repository';
export { bulkImport, type ImportKind } from './repositories/bulk-import';
export { idempotency, type IdempotencyKey } from './repositories/idempotency';
export { type Claim, DEMO_MAILBOX_SIZE, mailQueue, type MailSource, type NewMailMessage, ORPHAN_AFTER_MS, RELEASE_GRACE_MS, unseenUntil } from './repositories/mail.repository';
export { type NewQuote, type QuoteFilter, quotes } from './repositories/quotes.repository';
export { type BoardFilter, loadBoard, type NewOffer, type OfferFilter, offers } from './repositories/load-board.repository';
export { files, type NewShipment, type ShipmentFilter, shipments } from './repositories/shipments.repository';
export { rateLimitStore } from './repositories/rate-limits';
export { accessorials, type AdminRecords, carrierRates, DuplicateValueError, equipmentPricing, websiteContent } from './repositories/records.repository';
export { deployments, MAX_CHANGES, MAX_PREVIOUS } from './repositories/deployments.repository';
export { passwordResets } from './repositories/password-resets';
export { pricingSettings } from './repositories/settings.repository';
export { endSessionsOf, sessionStore } from './repositories/sessions';
export { type NewUserRecord, type SignedInUser, TakenError, type UserFilter, users } from './repositories/users.repository';
export { claimSeedRun } from './models/seed-run.model';
export type { PageRequest } from './queries/pages';

export type { AuditActor } from './models/audit-log.model';
export type { AccessorialDocument, AccessorialRecord } from './models/accessorial.model';
export type { CarrierRateDocument, CarrierRateRecord } from './models/carrier-rate.model';
export type { CanaryRelease, DeployedRelease, DeploymentAction, DeploymentChange, DeploymentRecord } from './models/deployment.model';
export type { CaughtMail } from './models/demo-mail.model';
export type { EquipmentPricingDocument, EquipmentPricingRecord } from './models/equipment-pricing.model';
export { MAIL_STATUSES, type MailJobRecord, type MailMessageRecord, type MailStatus } from './models/mail.model';
export type { OutboxEntry } from './models/mail-outbox.model';
export type { DecisionRecord, QuoteDocument, QuoteRecord } from './models/quote.model';
export { type CarrierDocumentRecord, type UserDocument, type UserRecord, usernameKeyOf } from './models/user.model';
export type { WebsiteContentDocument, WebsiteContentRecord } from './models/website-content.model';
export type { ShipmentDocument, ShipmentEventRecord, ShipmentRecord } from './models/shipment.model';
export type { AwardRecord } from './models/shipment.model';
export type { CarrierOfferDocument, CarrierOfferRecord } from './models/carrier-offer.model';
