/**
 * Alert rules "breakthrough" and "collaboration" (spec inst §3 alert types; topic-reading.rules.ts says
 * when each fires). A process manager registered as a projection of the catalog's PaperViewed: it keeps
 * its own record of members' reading per category (`intelligence_topic_reads`, with the member's
 * institution and department at the time of the view) and what it has raised
 * (`intelligence_topic_alert_state`), so it never depends on another projection having caught up.
 * Every alert's id derives from what fired it (institution, category, and for a breakthrough the UTC
 * day it became one), so a replay or a rebuild raises nothing twice.
 */
import { Inject, Injectable } from '@nestjs/common';
import { MEMBER_READING_WINDOW_DAYS } from '@scholarlens/contracts';
import type { PoolClient } from '../../../../platform/database/database.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore, type RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { alertAggregate } from '../alert.decider.js';
import { categoryLabel, paperIdFor, paperKeyOfStream } from '../ports.js';
import { alertIdFor } from './alert-id.js';
import { breakthroughStep, collaborationFires, type TopicReading } from './topic-reading.rules.js';

export const BREAKTHROUGH_RULE = 'topic-breakthrough';
export const COLLABORATION_RULE = 'departments-reading-new-topic';

const DAY = 86_400_000;

@Injectable()
export class TopicReadingRules implements Projection {
  static readonly NAME = 'intelligence-rule-topic-reading';
  readonly name = TopicReadingRules.NAME;
  readonly eventTypes = ['PaperViewed'];

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const key = paperKeyOfStream(event.streamId);
    const userId = event.metadata.userId;
    if (!key || !userId) return;
    // The reader's membership at the time of the view, and the paper's categories (both read models of
    // other contexts, long written by the time a member opens a catalogued paper).
    const { rows } = await tx.query<{ institution_id: string; department: string | null; category: string }>(
      `insert into intelligence_topic_reads (event_id, institution_id, category, user_id, department, at)
       select $1, m.institution_id, c.code, $2, nullif(trim(m.department), ''), $4
         from institution_members m
         join papers p on p.id = $3
         cross join lateral jsonb_array_elements_text(p.categories) as c(code)
        where m.user_id = $2 and m.status = 'active' and m.joined_at <= $4
       on conflict do nothing
       returning institution_id, department, category`,
      [event.id, String(userId), paperIdFor(key), event.recordedAt],
    );
    for (const row of rows) await this.evaluate(tx, row.institution_id, row.category, event);
  }

  private async evaluate(tx: PoolClient, institutionId: string, category: string, event: RecordedEvent): Promise<void> {
    const at = event.recordedAt;
    const windowMs = MEMBER_READING_WINDOW_DAYS * DAY;
    const { rows } = await tx.query<{ recent: string; previous: string; readers: string; first_read: Date; departments: string[] }>(
      `select count(*) filter (where at > $3) as recent,
              count(*) filter (where at <= $3 and at > $4) as previous,
              count(distinct user_id) filter (where at > $3) as readers,
              min(at) as first_read,
              coalesce(array_agg(distinct department) filter (where department is not null), '{}') as departments
         from intelligence_topic_reads
        where institution_id = $1 and category = $2 and at <= $5`,
      [institutionId, category, new Date(at.getTime() - windowMs), new Date(at.getTime() - 2 * windowMs), at],
    );
    const r = rows[0];
    const reading: TopicReading = {
      recent: Number(r.recent),
      previous: Number(r.previous),
      recentReaders: Number(r.readers),
      firstReadAt: r.first_read,
      departments: [...r.departments].sort(),
    };
    const state = await tx.query<{ breakthrough_since: Date | null; collaboration_raised: boolean }>(
      'select breakthrough_since, collaboration_raised from intelligence_topic_alert_state where institution_id = $1 and category = $2',
      [institutionId, category],
    );
    const was = state.rows[0] ?? { breakthrough_since: null, collaboration_raised: false };
    const { step, momentum } = breakthroughStep(reading, was.breakthrough_since !== null);
    let breakthroughSince = was.breakthrough_since;
    if (step === 'raise') {
      breakthroughSince = at;
      const day = at.toISOString().slice(0, 10);
      await this.raise(alertIdFor(BREAKTHROUGH_RULE, `${institutionId}:${category}:${day}`), event, {
        institutionId,
        alertType: 'breakthrough',
        priority: 'high',
        title: `Breakthrough: ${categoryLabel(category)}`,
        description:
          `Members' reading of ${categoryLabel(category)} grew ${momentum}% (${reading.recent} views by ${reading.recentReaders} members in the last ` +
          `${MEMBER_READING_WINDOW_DAYS} days, ${reading.previous} in the ${MEMBER_READING_WINDOW_DAYS} before).`,
        actionRequired: true,
        department: null,
        rule: BREAKTHROUGH_RULE,
      });
    } else if (step === 'clear') breakthroughSince = null;
    let collaborationRaised = was.collaboration_raised;
    if (!collaborationRaised && collaborationFires(reading, at)) {
      collaborationRaised = true;
      await this.raise(alertIdFor(COLLABORATION_RULE, `${institutionId}:${category}`), event, {
        institutionId,
        alertType: 'collaboration',
        priority: 'medium',
        title: `${reading.departments.join(' and ')} are reading ${categoryLabel(category)}`,
        description:
          `Members of ${reading.departments.length} departments (${reading.departments.join(', ')}) have read papers of ${categoryLabel(category)}, ` +
          `a topic new to the institution since ${reading.firstReadAt.toISOString().slice(0, 10)}: a chance to work on it together.`,
        actionRequired: true,
        department: reading.departments.join(', '),
        rule: COLLABORATION_RULE,
      });
    }
    await tx.query(
      `insert into intelligence_topic_alert_state (institution_id, category, breakthrough_since, collaboration_raised) values ($1, $2, $3, $4)
       on conflict (institution_id, category) do update set breakthrough_since = excluded.breakthrough_since, collaboration_raised = excluded.collaboration_raised`,
      [institutionId, category, breakthroughSince, collaborationRaised],
    );
  }

  private async raise(
    alertId: string,
    event: RecordedEvent,
    alert: { institutionId: string; alertType: 'breakthrough' | 'collaboration'; priority: 'high' | 'medium'; title: string; description: string; actionRequired: boolean; department: string | null; rule: string },
  ): Promise<void> {
    await handleCommand(
      this.store,
      alertAggregate,
      alertId,
      { type: 'RaiseAlert', data: { alertId, ...alert, sourceEventId: event.id, at: event.recordedAt.toISOString() } },
      { causationId: event.id },
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate intelligence_topic_reads, intelligence_topic_alert_state');
  }
}
