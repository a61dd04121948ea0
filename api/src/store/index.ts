/**
 * The one door to the data. Modules read and write through these repositories, get plain data
 * (never a Mongoose document) and never import a model: plain Mongoose on any MongoDB, the
 * embedded engine included.
 */
export { connectDatabase, createIndexes, databaseIsUp, disconnectDatabase, isDatabaseUnavailable } from './connection';
export { StoreError, type StoreErrorKind, storeErrorOf } from './errors';
export { migrate } from './migrations/migrate';
export type { PageRequest } from './pages';
export type { Stored } from './records';
export { rateLimitStore } from './rate-limit-store';

export { auditLog, type NewAuditEntry } from './repositories/audit.repository';
export { companies, type StoredInvitation } from './repositories/companies.repository';
export { bulkImport, type ImportKind } from './repositories/bulk-import';
export { files, sha256 } from './repositories/files';
export { idempotency, type IdempotencyKey, type KeyClaim } from './repositories/idempotency';
export { type Claim, DEMO_MAILBOX_SIZE, mailQueue, type MailSource, type NewMailMessage, ORPHAN_AFTER_MS, RELEASE_GRACE_MS } from './repositories/mail.repository';
export { KeyReusedError, type NewQuote, type QuoteFields, type QuoteFilter, quotes, type StoredQuote } from './repositories/quotes.repository';
export { type BoardFilter, type BoardOrder, loadBoard, type NewOffer, type OfferFilter, offers, type StoredOffer } from './repositories/load-board.repository';
export { type InvoiceFilter, invoices, type NewInvoice, type StoredInvoice } from './repositories/invoices.repository';
export { billingReports, type InvoiceExportFilter, type InvoiceExportRow, type InvoiceMoneyRow, type LoadMoneyRow } from './repositories/billing-reports.repository';
export { type ReceivableShipment, receivables } from './repositories/receivables.repository';
export { type ReceivableCustomerTotal, type ReceivableDayTotal, receivableTotals } from './repositories/receivable-totals.repository';
export { type NewShipment, type ShipmentFields, type ShipmentFilter, shipments, type StoredShipment } from './repositories/shipments.repository';
export { accessorials, type AdminRecords, carrierRates, equipmentPricing, websiteContent } from './repositories/records.repository';
export { deployments, MAX_CHANGES, MAX_PREVIOUS } from './repositories/deployments.repository';
export { passwordResets } from './repositories/password-resets';
export { carrierPaySettings, pricingSettings } from './repositories/settings.repository';
export { type NewPayable, type PayableFields, type PayableListFilter, payables, type StoredPayable } from './repositories/payables.repository';
export { endSessionsOf, sessionStore } from './repositories/sessions';
export { type NewUserRecord, type SignedInUser, type StoredUser, TakenError, type UserFilter, users } from './repositories/users.repository';
export { claimSeedRun } from './models/seed-run.model';

export type { AuditActor } from './models/audit-log.model';
export type { AccessorialRecord } from './models/accessorial.model';
export type { CarrierRateRecord } from './models/carrier-rate.model';
export type { CanaryRelease, DeployedRelease, DeploymentAction, DeploymentChange, DeploymentRecord } from './models/deployment.model';
export type { CaughtMail } from './models/demo-mail.model';
export type { EquipmentPricingRecord } from './models/equipment-pricing.model';
export { MAIL_STATUSES, type MailJobRecord, type MailMessageRecord, type MailStatus } from './models/mail.model';
export type { OutboxEntry } from './models/mail-outbox.model';
export type { DecisionRecord, QuoteRecord } from './models/quote.model';
export type { AuthorityCheckRecord, CarrierDocumentRecord, UserRecord } from './models/user.model';
export type { WebsiteContentRecord } from './models/website-content.model';
export type { AwardRecord, CreditHoldRecord, ShipmentEventRecord, ShipmentRecord } from './models/shipment.model';
export type { CarrierOfferRecord } from './models/carrier-offer.model';
export type { CarrierInvoiceRecord, PayableAccessorialRecord, PayableHoldRecord, PayablePaymentRecord, PayableRecord } from './models/payable.model';
