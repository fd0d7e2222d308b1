import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AdminInstitution } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { institutionAggregate } from '../institution.decider.js';
import { type InstitutionCreated, type MemberInvited, normalizeEmail } from '../institution.js';
import { MembersDirectoryProjection } from '../members-directory/members-directory.projection.js';
import { MembershipsOfEmailQuery } from '../members-directory/members-directory.query.js';
import { CreateInstitutionCommand } from './create-institution.command.js';

@CommandHandler(CreateInstitutionCommand)
export class CreateInstitutionHandler implements ICommandHandler<CreateInstitutionCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ profile, adminEmail, byUserId, institutionId = randomUUID() }: CreateInstitutionCommand): Promise<AdminInstitution> {
    const email = normalizeEmail(adminEmail);
    if ((await this.queryBus.execute(new MembershipsOfEmailQuery(email))).length) {
      throw new DomainError('conflict', `adminEmail: ${email} already belongs to an institution`);
    }
    const { events, position } = await handleCommand(
      this.store,
      institutionAggregate,
      institutionId,
      { type: 'CreateInstitution', data: { ...profile, institutionId, adminMemberId: randomUUID(), adminEmail: email, at: new Date().toISOString() } },
      { userId: byUserId },
    );
    if (position) await this.readYourWrites.waitFor([MembersDirectoryProjection.NAME], position);
    // From the recorded events: the answer holds even when the read model is late. A new
    // institution has its administrator invited (pending until they sign in) and no teams.
    const created = events.find((e): e is InstitutionCreated => e.type === 'InstitutionCreated');
    const admin = events.find((e): e is MemberInvited => e.type === 'MemberInvited');
    if (!created || !admin) throw new Error(`Institution ${institutionId} was not created`);
    const { name, domain, subdomain, tier, maxUsers, ssoEnabled, at } = created.data;
    const counts = { activeUsers: 0, pendingUsers: 1, teamCount: 0 };
    return { id: institutionId, name, domain, subdomain, tier, maxUsers, ssoEnabled, ...counts, adminEmails: [admin.data.email], createdAt: at };
  }
}
