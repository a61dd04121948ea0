import mongoose, { mongo } from 'mongoose';
/**
 * For tests only: the models behind the door, to arrange and inspect what is stored the way a
 * person with a database shell would. Application code goes through the repositories (index.ts).
 */
export { Accessorial } from './models/accessorial.model';
export { AuditLog } from './models/audit-log.model';
export { CarrierRate } from './models/carrier-rate.model';
export { DemoMail } from './models/demo-mail.model';
export { EquipmentPricing } from './models/equipment-pricing.model';
export { MailJob, MailMessage } from './models/mail.model';
export { PasswordReset } from './models/password-reset.model';
export { ReceivableCustomer, ReceivableDay } from './models/receivable-total.model';
export { Quote } from './models/quote.model';
export { quoteListFields } from '@freight/domain';
export { Setting } from './models/setting.model';
export { Session } from './models/session.model';
export { User } from './models/user.model';
export { WebsiteContent } from './models/website-content.model';
export { Shipment, shipmentListFields } from './models/shipment.model';
export { Invoice, InvoiceSeries } from './models/invoice.model';
export { Payable } from './models/payable.model';
export { CarrierOfferModel } from './models/carrier-offer.model';
export * as counters from './counters';
/** A record read straight from a model, with its amounts as the API shows them (money-fields). */
export { shownMoney } from './models/money-fields';

/** The GridFS entry of a stored file (its name, length and metadata), or null. */
export async function storedFile(fileId: string): Promise<mongo.GridFSFile | null> {
  if (!/^[0-9a-f]{24}$/i.test(fileId)) return null;
  return mongoose.connection.db!.collection<mongo.GridFSFile>('files.files').findOne({ _id: new mongo.ObjectId(fileId) });
}

/** How many stored files belong to `owner` (e.g. `users:12:coi`). */
export const storedFilesOf = (owner: string): Promise<number> => mongoose.connection.db!.collection('files.files').countDocuments({ 'metadata.owner': owner });

/** How many files are stored. */
export const storedFileCount = (): Promise<number> => mongoose.connection.db!.collection('files.files').countDocuments();

/** How many GridFS chunks a stored file has. */
export const storedChunks = (fileId: string): Promise<number> =>
  mongoose.connection.db!.collection('files.chunks').countDocuments({ files_id: new mongo.ObjectId(fileId) });
