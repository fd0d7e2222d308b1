import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { AnalyticsSettings, InstitutionUser } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { analyticsAggregate } from '../analytics.decider.js';
import { AnalyticsSettingsQuery } from '../analytics-settings/analytics-settings.query.js';
import { InstitutionUsersQuery } from '../ports.js';
import { LinkAuthorCommand } from './link-author.command.js';

/** Normalises `https://orcid.org/…` and `https://openalex.org/A…` to the bare ids; a field left out keeps its linked value. */
@CommandHandler(LinkAuthorCommand)
export class LinkAuthorHandler implements ICommandHandler<LinkAuthorCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, orcid, openAlexAuthorId }: LinkAuthorCommand): Promise<AnalyticsSettings> {
    if (orcid === undefined && openAlexAuthorId === undefined) throw new DomainError('invalid', 'orcid: give orcid or openAlexAuthorId');
    const { state } = await loadAggregate(this.store, analyticsAggregate, by.institutionId);
    const had = state.authors[by.memberId];
    const norm = (v: string | undefined, prefix: RegExp, kept: string | null) => (v === undefined ? kept : v.trim().replace(prefix, '').trim() || null);
    const members: InstitutionUser[] = await this.queryBus.execute(new InstitutionUsersQuery(by.institutionId));
    const department = members.find((m) => m.id === by.memberId)?.department ?? null;
    await handleCommand(
      this.store,
      analyticsAggregate,
      by.institutionId,
      {
        type: 'LinkAuthor',
        data: {
          institutionId: by.institutionId,
          memberId: by.memberId,
          department,
          orcid: norm(orcid, /^https?:\/\/orcid\.org\//i, had?.orcid ?? null)?.toUpperCase() ?? null,
          openAlexAuthorId: norm(openAlexAuthorId, /^https?:\/\/openalex\.org\//i, had?.openAlexAuthorId ?? null)?.toUpperCase() ?? null,
          at: new Date().toISOString(),
        },
      },
      { userId: by.userId ?? undefined },
    );
    return this.queryBus.execute(new AnalyticsSettingsQuery(by));
  }
}
