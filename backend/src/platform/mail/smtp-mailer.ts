import nodemailer, { type Transporter } from 'nodemailer';
import { type KeptMessage, type MailMessage, type MailReceipt, Mailer } from './mailer.js';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export class SmtpMailer extends Mailer {
  readonly sending = true;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send({ to, subject, text, html }: MailMessage): Promise<MailReceipt> {
    const info = await this.transport.sendMail({ from: this.from, to, subject, text, html });
    return { transport: 'smtp', id: String(info.messageId) };
  }

  async kept(): Promise<KeptMessage[]> {
    return [];
  }

  close(): void {
    this.transport.close();
  }
}
