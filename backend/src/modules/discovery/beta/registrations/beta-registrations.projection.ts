import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import type { BetaRegistrationEvent } from '../beta-registration.js';

/** `beta_registrations`: who asked for beta access, for the team that lets them in. */
@Injectable()
export class BetaRegistrationsProjection implements Projection {
  static readonly NAME = 'beta-registrations';
  readonly name = BetaRegistrationsProjection.NAME;
  readonly eventTypes = ['BetaRegistered'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    const r = (event as unknown as BetaRegistrationEvent).data;
    await tx.query(
      `insert into beta_registrations (email, name, institution, role, research_interests, expected_usage, hear_about_us, registered_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (email) do nothing`,
      [r.email, r.name, r.institution, r.role, r.researchInterests, r.expectedUsage, r.hearAboutUs, r.registeredAt],
    );
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate beta_registrations');
  }
}
