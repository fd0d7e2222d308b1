import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { PartnerOutreach, PartnerTarget, PartnershipsOverview } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { Mailer } from '../../../../platform/mail/mailer.js';

interface TargetRow {
  id: string;
  name: string;
  location: string;
  students: number;
  faculty: number;
  current_system: string;
  estimated_value: string;
  probability: number;
  pain_points: string[];
  decision_makers: string[];
  email: string;
  website: string | null;
  created_at: Date;
  updated_at: Date;
}

interface OutreachRow {
  id: string;
  target_id: string;
  to_address: string;
  subject: string;
  message: string;
  transport: 'smtp' | 'outbox';
  sent_by: string;
  sent_at: Date;
}

/** Every partner target (most valuable first) with its outreach. */
export class PartnerTargetsQuery extends Query<PartnerTarget[]> {
  constructor(readonly targetId: string | null = null) {
    super();
  }
}

@QueryHandler(PartnerTargetsQuery)
export class PartnerTargetsHandler implements IQueryHandler<PartnerTargetsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ targetId }: PartnerTargetsQuery): Promise<PartnerTarget[]> {
    const [targets, outreach] = await Promise.all([
      this.pool.query<TargetRow>('select * from partner_targets where ($1::uuid is null or id = $1) order by estimated_value desc, name, id', [targetId]),
      this.pool.query<OutreachRow>('select * from partner_outreach where ($1::uuid is null or target_id = $1) order by sent_at desc, id', [targetId]),
    ]);
    const byTarget = new Map<string, PartnerOutreach[]>();
    for (const o of outreach.rows) {
      byTarget.set(o.target_id, [
        ...(byTarget.get(o.target_id) ?? []),
        { id: o.id, to: o.to_address, subject: o.subject, message: o.message, sentAt: o.sent_at.toISOString(), sentBy: o.sent_by, transport: o.transport },
      ]);
    }
    return targets.rows.map((t) => ({
      id: t.id,
      name: t.name,
      location: t.location,
      students: t.students,
      faculty: t.faculty,
      currentSystem: t.current_system,
      estimatedValue: Number(t.estimated_value),
      probability: t.probability,
      painPoints: t.pain_points,
      decisionMakers: t.decision_makers,
      contact: { email: t.email, website: t.website },
      createdAt: t.created_at.toISOString(),
      updatedAt: t.updated_at.toISOString(),
      outreach: byTarget.get(t.id) ?? [],
    }));
  }
}

/** The page: the targets, the header cards computed from them (spec inst §2; the average is plain, §9), and the outbox while mail is not sent. */
export class PartnershipsOverviewQuery extends Query<PartnershipsOverview> {}

@QueryHandler(PartnershipsOverviewQuery)
export class PartnershipsOverviewHandler implements IQueryHandler<PartnershipsOverviewQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(Mailer) private readonly mailer: Mailer,
  ) {}

  async execute(): Promise<PartnershipsOverview> {
    const targets = await new PartnerTargetsHandler(this.pool).execute(new PartnerTargetsQuery());
    const kept = this.mailer.sending ? [] : (await Promise.all([...new Set(targets.map((t) => t.contact.email.toLowerCase()))].map((to) => this.mailer.kept(to, 20)))).flat();
    return {
      targets,
      totals: partnershipTotals(targets),
      mailSending: this.mailer.sending,
      outbox: kept.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)).slice(0, 20),
    };
  }
}

export function partnershipTotals(targets: readonly Pick<PartnerTarget, 'estimatedValue' | 'students' | 'probability'>[]): PartnershipsOverview['totals'] {
  return {
    totalValue: targets.reduce((sum, t) => sum + t.estimatedValue, 0),
    targets: targets.length,
    students: targets.reduce((sum, t) => sum + t.students, 0),
    averageProbability: targets.length === 0 ? null : Math.round((targets.reduce((sum, t) => sum + t.probability, 0) / targets.length) * 10) / 10,
  };
}
