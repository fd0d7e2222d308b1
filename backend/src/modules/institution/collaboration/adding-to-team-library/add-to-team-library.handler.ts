import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { TEAM_LIBRARY_MESSAGES, type TeamLibraryPaper } from '@scholarlens/contracts';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../../platform/projections/projections.module.js';
import { MeteredUse, PAPER_NOT_FOUND, PaperByIdQuery, UserByIdQuery, paperIdFromKey } from '../ports.js';
import { TeamLibraryProjection } from '../team-library-papers/team-library.projection.js';
import { teamLibraryAggregate } from '../team-library.decider.js';
import { AddToTeamLibraryCommand } from './add-to-team-library.command.js';

/**
 * The paper must be in the catalog; a chat share must be a share of that paper in a channel of this
 * team the caller sees. The `teamLibrary` entitlement (Team and Enterprise; 0 on Free and Pro) is
 * enforced and each added paper recorded as a use, through the accounts context's metering gate.
 */
@CommandHandler(AddToTeamLibraryCommand)
export class AddToTeamLibraryHandler implements ICommandHandler<AddToTeamLibraryCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(MeteredUse) private readonly metered: MeteredUse,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async execute({ by, userId, request }: AddToTeamLibraryCommand): Promise<TeamLibraryPaper> {
    const paperId = paperIdFromKey(request.paperId.trim());
    const paper = paperId ? await this.queryBus.execute(new PaperByIdQuery(paperId)) : null;
    if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
    const messageId = request.messageId ?? null;
    if (messageId && !(await this.isShareOf(messageId, by, paper.id))) throw new DomainError('not-found', TEAM_LIBRARY_MESSAGES.notAShare);
    const note = request.note?.trim() || null;
    const data = {
      teamId: by.team.id,
      institutionId: by.membership.institutionId,
      paperId: paper.id,
      title: paper.title,
      note,
      source: messageId ? ('chat' as const) : ('paper' as const),
      messageId,
      memberId: by.membership.memberId,
      userId,
      at: new Date().toISOString(),
    };
    const messages = { forbidden: TEAM_LIBRARY_MESSAGES.upgrade, 'limit-reached': TEAM_LIBRARY_MESSAGES.upgrade };
    const position = await this.metered.run(userId, 'teamLibrary', messages, async () => {
      const result = await handleCommand(this.store, teamLibraryAggregate, by.team.id, { type: 'AddToTeamLibrary', data: { ...data, role: by.role } }, { userId });
      return { value: result.position, charge: true };
    });
    if (position) await this.readYourWrites.waitFor([TeamLibraryProjection.NAME], position);
    const user = await this.queryBus.execute(new UserByIdQuery(userId));
    return {
      paperId: data.paperId,
      title: data.title,
      note,
      source: data.source,
      addedBy: { memberId: data.memberId, name: user?.name ?? '—', avatar: user?.avatar ?? null },
      addedAt: data.at,
    };
  }

  /** A paper share of `paperId` in a channel of the caller's team that they see (public, or private with them in it). */
  private async isShareOf(messageId: string, by: AddToTeamLibraryCommand['by'], paperId: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      `select 1 from channel_messages m join team_channels c on c.id = m.channel_id
        where m.id = $1 and m.team_id = $2 and m.message_type = 'paper_share' and m.paper_id = $3
          and (not c.is_private or exists (select 1 from team_channel_members x where x.channel_id = c.id and x.member_id = $4))`,
      [messageId, by.team.id, paperId, by.membership.memberId],
    );
    return rows.length > 0;
  }
}
