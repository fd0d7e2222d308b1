/**
 * Outgoing mail, for any context that writes to people (search alert digests; outreach next). One
 * port, two adapters chosen by configuration: with SMTP_URL, nodemailer sends over SMTP; without
 * it, messages are kept in the `mail_outbox` table, which the app shows while saying that mail is
 * not being sent. Callers record what they sent as their own events, with the receipt's transport
 * and id.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailReceipt {
  /** `smtp`: accepted by the SMTP server; `outbox`: kept in the outbox table, not sent. */
  transport: 'smtp' | 'outbox';
  /** The SMTP Message-ID, or the outbox row's id. */
  id: string;
}

export interface KeptMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export abstract class Mailer {
  /** Whether messages leave the machine (an SMTP server is configured). */
  abstract readonly sending: boolean;
  abstract send(message: MailMessage): Promise<MailReceipt>;
  /** Messages kept for `address`, newest first (empty when mail is sent). */
  abstract kept(address: string, limit?: number): Promise<KeptMessage[]>;
}
