import { RecordView } from '../../core/record-view';
import { MailMessage, type MailMessageRecord } from './mail-message.model';

/** Counts per status for the overview, and the failed list, most recently changed first. */
export const mailView = new RecordView<MailMessageRecord>(
  'mail_messages',
  () => MailMessage,
  { _id: 1, status: 1, updatedAt: 1 },
  (message) => ({ id: message._id, at: new Date(message.updatedAt).getTime(), tags: [`status:${message.status}`], text: [] }),
);
