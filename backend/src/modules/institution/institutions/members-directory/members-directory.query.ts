import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { InstitutionRole, InstitutionTier, InstitutionUser, InstitutionUserStatus } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';

/** A membership as the access check needs it. */
export interface Membership {
  memberId: string;
  institutionId: string;
  email: string;
  role: InstitutionRole;
  status: InstitutionUserStatus;
  userId: string | null;
}

interface MemberRow {
  id: string;
  institution_id: string;
  email: string;
  user_id: string | null;
  role: InstitutionRole;
  department: string | null;
  status: InstitutionUserStatus;
  invited_at: Date;
  joined_at: Date | null;
  last_active_at: Date | null;
}

const toMembership = (r: MemberRow): Membership => ({
  memberId: r.id,
  institutionId: r.institution_id,
  email: r.email,
  role: r.role,
  status: r.status,
  userId: r.user_id,
});

const toUser = (r: MemberRow): InstitutionUser => ({
  id: r.id,
  email: r.email,
  department: r.department,
  role: r.role,
  status: r.status,
  invitedAt: r.invited_at.toISOString(),
  joinedAt: r.joined_at?.toISOString() ?? null,
  lastActiveAt: r.last_active_at?.toISOString() ?? null,
});

/** The membership of a signed-in user (active or suspended); null when they belong to no institution. */
export class MembershipOfUserQuery extends Query<Membership | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(MembershipOfUserQuery)
export class MembershipOfUserHandler implements IQueryHandler<MembershipOfUserQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ userId }: MembershipOfUserQuery): Promise<Membership | null> {
    const { rows } = await this.pool.query<MemberRow>({
      name: 'membership-of-user',
      text: `select * from institution_members where user_id = $1 and status <> 'pending' order by joined_at limit 1`,
      values: [userId],
    });
    return rows[0] ? toMembership(rows[0]) : null;
  }
}

/** Every membership or invitation of an e-mail (a user belongs to at most one institution). */
export class MembershipsOfEmailQuery extends Query<Membership[]> {
  constructor(readonly email: string) {
    super();
  }
}

@QueryHandler(MembershipsOfEmailQuery)
export class MembershipsOfEmailHandler implements IQueryHandler<MembershipsOfEmailQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ email }: MembershipsOfEmailQuery): Promise<Membership[]> {
    const { rows } = await this.pool.query<MemberRow>('select * from institution_members where email = $1 order by invited_at', [email]);
    return rows.map(toMembership);
  }
}

/** One member of an institution; null when the id names no member of that institution. */
export class MemberQuery extends Query<(InstitutionUser & { institutionId: string }) | null> {
  constructor(
    readonly institutionId: string,
    readonly memberId: string,
  ) {
    super();
  }
}

@QueryHandler(MemberQuery)
export class MemberHandler implements IQueryHandler<MemberQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId, memberId }: MemberQuery) {
    const { rows } = await this.pool.query<MemberRow>('select * from institution_members where id = $1 and institution_id = $2', [memberId, institutionId]);
    return rows[0] ? { ...toUser(rows[0]), institutionId } : null;
  }
}

/** GET /api/institution/users: the institution's members and invitations, oldest invitation first. */
export class InstitutionUsersQuery extends Query<InstitutionUser[]> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(InstitutionUsersQuery)
export class InstitutionUsersHandler implements IQueryHandler<InstitutionUsersQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: InstitutionUsersQuery): Promise<InstitutionUser[]> {
    const { rows } = await this.pool.query<MemberRow>('select * from institution_members where institution_id = $1 order by invited_at, id', [
      institutionId,
    ]);
    return rows.map(toUser);
  }
}

export interface InstitutionRecord {
  id: string;
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled: boolean;
  activeUsers: number;
  pendingUsers: number;
  adminEmails: string[];
  createdAt: string;
}

interface InstitutionRow {
  id: string;
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  max_users: number;
  sso_enabled: boolean;
  created_at: Date;
  active_users: string;
  pending_users: string;
  admin_emails: string[] | null;
}

const INSTITUTION_SELECT = `
  select i.*,
    (select count(*) from institution_members m where m.institution_id = i.id and m.status = 'active') as active_users,
    (select count(*) from institution_members m where m.institution_id = i.id and m.status = 'pending') as pending_users,
    (select array_agg(m.email order by m.email) from institution_members m
      where m.institution_id = i.id and m.role = 'admin' and m.status <> 'suspended') as admin_emails
  from institutions i`;

const toRecord = (r: InstitutionRow): InstitutionRecord => ({
  id: r.id,
  name: r.name,
  domain: r.domain,
  subdomain: r.subdomain,
  tier: r.tier,
  maxUsers: r.max_users,
  ssoEnabled: r.sso_enabled,
  activeUsers: Number(r.active_users),
  pendingUsers: Number(r.pending_users),
  adminEmails: r.admin_emails ?? [],
  createdAt: r.created_at.toISOString(),
});

/** One institution with its member counts; null when unknown. */
export class InstitutionRecordQuery extends Query<InstitutionRecord | null> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(InstitutionRecordQuery)
export class InstitutionRecordHandler implements IQueryHandler<InstitutionRecordQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: InstitutionRecordQuery): Promise<InstitutionRecord | null> {
    const { rows } = await this.pool.query<InstitutionRow>(`${INSTITUTION_SELECT} where i.id = $1`, [institutionId]);
    return rows[0] ? toRecord(rows[0]) : null;
  }
}

/** Every institution, oldest first (the admin console's Institutions panel). */
export class AllInstitutionsQuery extends Query<InstitutionRecord[]> {}

@QueryHandler(AllInstitutionsQuery)
export class AllInstitutionsHandler implements IQueryHandler<AllInstitutionsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute(): Promise<InstitutionRecord[]> {
    const { rows } = await this.pool.query<InstitutionRow>(`${INSTITUTION_SELECT} order by i.created_at, i.id`);
    return rows.map(toRecord);
  }
}

/** The signed-in users among an institution's members (active or suspended), with when they joined: the security context's audit log and sessions. */
export class MemberUsersQuery extends Query<{ memberId: string; userId: string; joinedAt: string | null }[]> {
  constructor(readonly institutionId: string) {
    super();
  }
}

@QueryHandler(MemberUsersQuery)
export class MemberUsersHandler implements IQueryHandler<MemberUsersQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ institutionId }: MemberUsersQuery): Promise<{ memberId: string; userId: string; joinedAt: string | null }[]> {
    const { rows } = await this.pool.query<MemberRow>({
      name: 'member-users-of-institution',
      text: `select * from institution_members where institution_id = $1 and user_id is not null and status <> 'pending'`,
      values: [institutionId],
    });
    return rows.map((r) => ({ memberId: r.id, userId: r.user_id as string, joinedAt: r.joined_at?.toISOString() ?? null }));
  }
}
