/**
 * Mails each user one digest of their due alerts' new matches (delivering-digests/digest.ts) through
 * the platform's mail port, then records one SearchAlertDigestDelivered per alert. Per user under
 * an advisory lock, deciding from the stream itself, so two processes never mail a paper twice;
 * a crash between the mail and the event would mail those papers again (at least once).
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SEARCH_ALERT_LIMITS, planOf } from '@scholarlens/contracts';
import { AdvisoryLocks } from '../../../../platform/concurrency/advisory-locks.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { Mailer } from '../../../../platform/mail/mailer.js';
import { JobInterrupted } from '../../../../platform/queue/queues.js';
import { UserByIdQuery } from '../ports.js';
import { RecordAlertWorkCommand } from '../recording-alert-work/record-alert-work.command.js';
import { searchAlertsAggregate } from '../search-alerts.decider.js';
import { type DigestPaper, digestMail, dueDigests } from './digest.js';

@Injectable()
export class AlertDigests {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(AdvisoryLocks) private readonly locks: AdvisoryLocks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Delivers every due digest as of `now`; answers how many messages went out. */
  async deliverDue(now: Date, signal?: AbortSignal): Promise<number> {
    const { rows } = await this.pool.query<{ user_id: string }>('select distinct user_id from search_alert_matches where delivered_at is null order by user_id');
    let sent = 0;
    for (const { user_id } of rows) {
      if (signal?.aborted) throw new JobInterrupted('search alert digests');
      sent += await this.locks.run(`search-alert-digest:${user_id}`, () => this.deliverTo(user_id, now));
    }
    return sent;
  }

  private async deliverTo(userId: string, now: Date): Promise<number> {
    const user = await this.queryBus.execute(new UserByIdQuery(userId));
    if (!user?.email || SEARCH_ALERT_LIMITS[planOf(user.plan)] === 0) return 0;
    const { state } = await loadAggregate(this.store, searchAlertsAggregate, userId);
    const due = dueDigests(state, now);
    if (due.length === 0) return 0;
    const message = digestMail(user.email, due, await this.papers(due.flatMap((d) => d.paperIds)), this.config.publicUrl);
    const receipt = await this.mailer.send(message);
    const deliveries = due.map(({ alertId, paperIds }) => ({ alertId, paperIds }));
    await this.commandBus.execute(
      new RecordAlertWorkCommand(userId, { type: 'RecordDelivery', data: { deliveries, to: user.email, transport: receipt.transport, messageId: receipt.id, at: now.toISOString() } }),
    );
    return 1;
  }

  /** Titles and authors from the catalog's read model (papers context, read only). */
  private async papers(ids: string[]): Promise<Map<string, DigestPaper>> {
    const { rows } = await this.pool.query<{ id: string; title: string; authors: string[] }>('select id, title, authors from papers where id = any($1::text[])', [ids]);
    return new Map(rows.map((r) => [r.id, { title: r.title, authors: r.authors }]));
  }
}
