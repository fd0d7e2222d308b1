import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ALERTS_SHOWN, type AlertPriority, type AlertType, type IntelligenceAlert } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

interface AlertRow {
  id: string;
  type: AlertType;
  priority: AlertPriority;
  title: string;
  description: string;
  action_required: boolean;
  department: string | null;
  rule: string;
  raised_at: Date;
  acknowledged_at: Date | null;
}

/** GET /api/intelligence/alerts: the institution's newest ALERTS_SHOWN alerts; an acknowledged one needs no action. */
export class AlertsQuery extends Query<IntelligenceAlert[]> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(AlertsQuery)
export class AlertsHandler implements IQueryHandler<AlertsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: AlertsQuery): Promise<IntelligenceAlert[]> {
    const { rows } = await this.pool.query<AlertRow>(
      'select * from intelligence_alerts where institution_id = $1 order by raised_at desc, id limit $2',
      [institutionId, ALERTS_SHOWN],
    );
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      priority: r.priority,
      title: r.title,
      description: r.description,
      actionRequired: r.action_required && r.acknowledged_at === null,
      timestamp: r.raised_at.toISOString(),
      ...(r.department ? { department: r.department } : {}),
      rule: r.rule,
      acknowledgedAt: r.acknowledged_at?.toISOString() ?? null,
    }));
  }
}

/** The live metrics' alertsTriggered: alerts the institution's rules raised since a moment. */
export class AlertsRaisedSinceQuery extends Query<number> {
  constructor(
    readonly institutionId: string,
    readonly since: Date,
  ) {
    super();
  }
}

@QueryHandler(AlertsRaisedSinceQuery)
export class AlertsRaisedSinceHandler implements IQueryHandler<AlertsRaisedSinceQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, since }: AlertsRaisedSinceQuery): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('select count(*) as n from intelligence_alerts where institution_id = $1 and raised_at >= $2', [institutionId, since]);
    return Number(rows[0].n);
  }
}
