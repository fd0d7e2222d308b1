import { Injectable } from '@nestjs/common';
import type { PoolClient } from '../../../../platform/database/database.js';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import {
  INSTITUTION_EVENT_TYPES,
  type InstitutionCreated,
  type InstitutionEdited,
  type InvitationAccepted,
  type MemberInvited,
  institutionIdOfStream,
} from '../institution.js';
import type { MemberWasActive } from '../recording-activity/member-activity.js';

const COLUMN_OF: Record<string, string> = {
  name: 'name',
  domain: 'domain',
  subdomain: 'subdomain',
  tier: 'tier',
  maxUsers: 'max_users',
  ssoEnabled: 'sso_enabled',
};

/**
 * `institutions` and `institution_members`: who belongs to which institution with which role and
 * status, joinedAt and lastActiveAt. The access check of every institutional route reads it.
 */
@Injectable()
export class MembersDirectoryProjection implements Projection {
  static readonly NAME = 'institution-members';
  readonly name = MembersDirectoryProjection.NAME;
  readonly eventTypes = [...INSTITUTION_EVENT_TYPES, 'MemberWasActive'];

  async apply(event: RecordedEvent, tx: PoolClient): Promise<void> {
    if (event.type === 'MemberWasActive') {
      const d = event.data as unknown as MemberWasActive['data'];
      await tx.query('update institution_members set last_active_at = greatest(last_active_at, $2) where id = $1', [d.memberId, d.at]);
      return;
    }
    const institutionId = institutionIdOfStream(event.streamId);
    if (!institutionId) return;
    switch (event.type) {
      case 'InstitutionCreated': {
        const d = event.data as unknown as InstitutionCreated['data'];
        await tx.query(
          `insert into institutions (id, name, domain, subdomain, tier, max_users, sso_enabled, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
          [institutionId, d.name, d.domain, d.subdomain, d.tier, d.maxUsers, d.ssoEnabled, d.at],
        );
        return;
      }
      case 'InstitutionEdited': {
        const { changes } = event.data as unknown as InstitutionEdited['data'];
        const entries = Object.entries(changes).filter(([k]) => COLUMN_OF[k]);
        if (!entries.length) return;
        const sets = entries.map(([k], i) => `${COLUMN_OF[k]} = $${i + 2}`).join(', ');
        await tx.query(`update institutions set ${sets} where id = $1`, [institutionId, ...entries.map(([, v]) => v)]);
        return;
      }
      case 'MemberInvited': {
        const d = event.data as unknown as MemberInvited['data'];
        await tx.query(
          `insert into institution_members (id, institution_id, email, role, department, status, invited_at)
           values ($1, $2, $3, $4, $5, 'pending', $6) on conflict (id) do nothing`,
          [d.memberId, institutionId, d.email, d.role, d.department, d.at],
        );
        return;
      }
      case 'InvitationAccepted': {
        const d = event.data as unknown as InvitationAccepted['data'];
        // Signing in is activity: lastActiveAt starts at joinedAt.
        await tx.query(
          `update institution_members set status = 'active', user_id = $2, joined_at = $3,
             last_active_at = greatest(last_active_at, $3) where id = $1`,
          [d.memberId, d.userId, d.at],
        );
        return;
      }
      case 'InvitationRevoked':
        await tx.query('delete from institution_members where id = $1', [(event.data as { memberId: string }).memberId]);
        return;
      case 'MemberSuspended':
        await tx.query(`update institution_members set status = 'suspended' where id = $1`, [(event.data as { memberId: string }).memberId]);
        return;
      case 'MemberReactivated':
        await tx.query(`update institution_members set status = 'active' where id = $1`, [(event.data as { memberId: string }).memberId]);
        return;
    }
  }

  async reset(tx: PoolClient): Promise<void> {
    await tx.query('truncate institutions, institution_members');
  }
}
