import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { AlertAcknowledged, AlertRaised } from '../alert.js';

/** `intelligence_alerts`: the alerts of each institution as raised and acknowledged. */
@Injectable()
export class AlertsProjection implements Projection {
  static readonly NAME = 'intelligence-alerts';
  readonly name = AlertsProjection.NAME;
  readonly eventTypes = ['AlertRaised', 'AlertAcknowledged'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    if (event.type === 'AlertRaised') {
      const d = event.data as unknown as AlertRaised['data'];
      await tx.query(
        `insert into intelligence_alerts (id, institution_id, type, priority, title, description, action_required, department, rule, raised_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
        [d.alertId, d.institutionId, d.alertType, d.priority, d.title, d.description, d.actionRequired, d.department, d.rule, d.at],
      );
      return;
    }
    const d = event.data as unknown as AlertAcknowledged['data'];
    await tx.query('update intelligence_alerts set acknowledged_at = $2, acknowledged_by = $3 where id = $1', [d.alertId, d.at, d.byMemberId]);
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate intelligence_alerts');
  }
}
