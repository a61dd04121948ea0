import type { MailBody } from './layout';

/** Settings a template may need; from the validated config. */
export interface MailContext {
  notifyQuotesTo: string;
  publicUrl: string;
}

export interface RenderedMail extends MailBody {
  to: string;
  replyTo?: string;
  subject: string;
}

/** One kind of email: how to render it from the facts stored with the change that asked for it. */
export interface MailKind<Facts> {
  render(facts: Facts, context: MailContext): RenderedMail;
}

export const defineMailKind = <Facts>(kind: MailKind<Facts>): MailKind<Facts> => kind;
