import { randomUUID } from 'node:crypto';
import type { Pool } from '../database/database.js';
import { type KeptMessage, type MailMessage, type MailReceipt, Mailer } from './mailer.js';

/** No SMTP server configured: every message is kept in `mail_outbox` (migration 950), none is sent. */
export class OutboxMailer extends Mailer {
  readonly sending = false;

  constructor(private readonly pool: Pool) {
    super();
  }

  async send({ to, subject, text, html }: MailMessage): Promise<MailReceipt> {
    const id = randomUUID();
    await this.pool.query('insert into mail_outbox (id, to_address, subject, text_body, html_body) values ($1, $2, $3, $4, $5)', [id, to, subject, text, html ?? null]);
    return { transport: 'outbox', id };
  }

  async kept(address: string, limit = 20): Promise<KeptMessage[]> {
    const { rows } = await this.pool.query<{ id: string; to_address: string; subject: string; text_body: string; created_at: Date }>(
      'select id, to_address, subject, text_body, created_at from mail_outbox where lower(to_address) = lower($1) order by created_at desc, id limit $2',
      [address, limit],
    );
    return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, createdAt: r.created_at.toISOString() }));
  }
}
