/**
 * For tests only: the models behind the door, to arrange and inspect what is stored the way a
 * person with a database shell would. Application code goes through the repositories (index.ts).
 */
export { Accessorial } from './models/accessorial.model';
export { AuditLog } from './models/audit-log.model';
export { CarrierRate } from './models/carrier-rate.model';
export { DemoMail } from './models/demo-mail.model';
export { EquipmentPricing } from './models/equipment-pricing.model';
export { idKey } from './models/id-key';
export { MailClaim, MailJob, MailMessage } from './models/mail.model';
export { PasswordReset, PasswordResetUse } from './models/password-reset.model';
export { Quote } from './models/quote.model';
export { Setting } from './models/setting.model';
export { Session } from './models/session.model';
export { UserKey } from './models/user-key.model';
export { User } from './models/user.model';
export { WebsiteContent } from './models/website-content.model';
export { ids } from './ids';
export { appendChange } from './views/change-log';
export { sweepExpired } from './views/expiry-queue';
export { exportRecords } from './views/record-view';
export { atomicUpdates, dataAccess, engine } from './data-access';
export { LoadClaim, Shipment, ShipmentClaim } from './models/shipment.model';
export { CarrierOfferModel } from './models/carrier-offer.model';
export { StoredFile } from './models/stored-file.model';
export { TrackingLink } from './models/tracking-link.model';
