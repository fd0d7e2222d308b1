/** Outgoing mail (platform/mail/mailer.ts): SMTP when SMTP_URL is set, the outbox table otherwise. */
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Pool } from '../database/database.js';
import { PG_POOL } from '../database/database.module.js';
import { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG, PG_POOL],
      useFactory: (config: AppConfig, pool: Pool): Mailer => (config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : new OutboxMailer(pool)),
    },
  ],
  exports: [Mailer],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(Mailer) private readonly mailer: Mailer) {}

  onApplicationShutdown(): void {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
