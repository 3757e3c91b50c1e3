import { createTransport } from 'nodemailer';
import type { Config } from '../../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same words as simple HTML, for mail programs that show it. */
  html?: string;
  /** Headers of its own: List-Unsubscribe and List-Unsubscribe-Post for notifications (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with it (scheduled results reports, decision 079). */
  attachments?: MailAttachment[];
}

/** A file attached to a mail, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

/**
 * Sends the service's emails (invitations, notifications) through SMTP_URL; without one, there is nobody to send
 * them.
 */
export interface Mailer {
  enabled: boolean;
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  if (!config.SMTP_URL) {
    return {
      enabled: false,
      send: async () => {
        throw new Error('No SMTP_URL: emails cannot be sent');
      },
    };
  }
  // Short timeouts: an invitation answers its link either way, and a mail server that does not answer must not
  // keep the person waiting.
  const url = new URL(config.SMTP_URL);
  const secure = url.protocol === 'smtps:';
  const transport = createTransport({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    enabled: true,
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}
