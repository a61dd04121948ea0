import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { logger } from '../../core/logger';
import type { CaughtMail } from '../../store';

export type { CaughtMail };

export interface SmtpCatcher {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  port?: number;
  onMail(mail: CaughtMail): Promise<void> | void;
  /** Return an error message to refuse the message with a temporary failure (451). */
  refuse?: () => string | undefined;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

/** A real SMTP server on loopback that hands every message it accepts, parsed, to `onMail`. */
export function startSmtpCatcher({ port = 0, onMail, refuse }: SmtpCatcherOptions): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const refused = refuse?.();
          if (refused) {
            callback(Object.assign(new Error(refused), { responseCode: 451 }));
            return;
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of parsed.headers) if (typeof value === 'string') headers[name] = value;
          await onMail({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      // A client that goes away mid-conversation (a sender killed, a pooled connection reset) is
      // its own business: smtp-server reports it as an 'error', which must never end this process.
      server.on('error', (err: Error) => logger().debug({ err }, 'an SMTP client connection failed'));
      const actual = (server.server.address() as AddressInfo).port;
      resolve({
        port: actual,
        url: `smtp://127.0.0.1:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
