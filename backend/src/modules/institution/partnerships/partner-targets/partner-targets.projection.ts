import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { PARTNER_TARGET_EVENT_TYPES, type PartnerTargetEvent } from '../partner-target.js';

/** `partner_targets` (each target as last edited) and `partner_outreach` (every e-mail sent to one). */
@Injectable()
export class PartnerTargetsProjection implements Projection {
  static readonly NAME = 'partner-targets';
  readonly name = PartnerTargetsProjection.NAME;
  readonly eventTypes = PARTNER_TARGET_EVENT_TYPES;

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const e = { type: event.type, data: event.data } as unknown as PartnerTargetEvent;
    switch (e.type) {
      case 'PartnerTargetCreated':
      case 'PartnerTargetEdited': {
        const d = e.data;
        await tx.query(
          `insert into partner_targets (id, name, location, students, faculty, current_system, estimated_value, probability, pain_points, decision_makers, email, website, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
           on conflict (id) do update set name = $2, location = $3, students = $4, faculty = $5, current_system = $6, estimated_value = $7,
             probability = $8, pain_points = $9, decision_makers = $10, email = $11, website = $12, updated_at = $13`,
          [d.targetId, d.name, d.location, d.students, d.faculty, d.currentSystem, d.estimatedValue, d.probability, JSON.stringify(d.painPoints), JSON.stringify(d.decisionMakers), d.email, d.website, d.at],
        );
        break;
      }
      case 'PartnerOutreachSent': {
        const d = e.data;
        await tx.query(
          `insert into partner_outreach (id, target_id, to_address, subject, message, transport, sent_by, sent_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
          [d.outreachId, d.targetId, d.to, d.subject, d.message, d.transport, d.sentBy, d.at],
        );
        break;
      }
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate partner_targets, partner_outreach');
  }
}
