/**
 * Alert rule "new-paper-for-team" (spec inst §3 alert type opportunity): a paper newly imported into
 * the catalog in a category that is one of a team's topics (team-topics: categories of papers the team
 * shared) since before the import. At most one alert per team, category and UTC day (the id derives
 * from them; the first paper of the day names it), so a harvest of thousands raises a handful.
 * Matching only topics older than the import keeps a rebuild from raising what the live run did not.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore, type RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { alertAggregate } from '../alert.decider.js';
import type { PaperImported } from '../ports.js';
import { alertIdFor } from './alert-id.js';

export const NEW_PAPER_RULE = 'new-paper-for-team';

interface Match {
  team_id: string;
  institution_id: string;
  name: string;
  department: string | null;
  category: string;
}

@Injectable()
export class NewPaperForTeamRule implements Projection {
  static readonly NAME = 'intelligence-rule-new-paper-for-team';
  readonly name = NewPaperForTeamRule.NAME;
  readonly eventTypes = ['PaperImported'];
  /** Imports arrive in thousands; one topics lookup per batch. */
  readonly batchSize = 2000;

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    await this.applyBatch([event], tx);
  }

  async applyBatch(events: RecordedEvent[], tx: PoolClient): Promise<void> {
    const { rows: topics } = await tx.query<Match & { since: Date }>(
      'select t.team_id, t.institution_id, t.name, t.department, c.category, c.since from intelligence_team_topics c join intelligence_teams t using (team_id)',
    );
    if (topics.length === 0) return;
    const byCategory = new Map<string, (Match & { since: Date })[]>();
    for (const t of topics) byCategory.set(t.category, [...(byCategory.get(t.category) ?? []), t]);
    const raised = new Set<string>();
    for (const event of events) {
      const paper = event.data as unknown as PaperImported['data'];
      for (const category of paper.categories ?? []) {
        for (const team of byCategory.get(category) ?? []) {
          if (team.since > event.recordedAt) continue;
          const day = event.recordedAt.toISOString().slice(0, 10);
          const alertId = alertIdFor(NEW_PAPER_RULE, `${team.team_id}:${category}:${day}`);
          if (raised.has(alertId)) continue;
          raised.add(alertId);
          await this.raise(alertId, team, paper.title, event);
        }
      }
    }
  }

  private async raise(alertId: string, team: Match, title: string, event: RecordedEvent): Promise<void> {
    await handleCommand(
      this.store,
      alertAggregate,
      alertId,
      {
        type: 'RaiseAlert',
        data: {
          alertId,
          institutionId: team.institution_id,
          alertType: 'opportunity',
          priority: 'medium',
          title: `New paper for ${team.name}`,
          description: `“${title}” (${team.category}) matches a topic of ${team.name}: the team has shared papers of ${team.category}.`,
          actionRequired: false,
          department: team.department,
          rule: NEW_PAPER_RULE,
          sourceEventId: event.id,
          at: event.recordedAt.toISOString(),
        },
      },
      { causationId: event.id },
    );
  }

  async reset(): Promise<void> {}
}
