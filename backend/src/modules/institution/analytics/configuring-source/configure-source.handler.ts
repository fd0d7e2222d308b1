import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ANALYTICS_MESSAGES, type AnalyticsSettings } from '@scholarlens/contracts';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { handleCommand } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ExternalHttpError } from '../../../../platform/external/http/retrying-fetch.js';
import { OpenAlexClient, type OpenAlexInstitution, openAlexInstitutionKey, rorKey } from '../../../../platform/external/openalex/openalex.client.js';
import { analyticsAggregate } from '../analytics.decider.js';
import { AnalyticsSettingsQuery } from '../analytics-settings/analytics-settings.query.js';
import { shortId } from '../institution-works/analytics-work.js';
import { InstitutionWorks } from '../institution-works/institution-works.js';
import { StartSyncCommand } from '../syncing-works/start-sync.command.js';
import { ConfigureSourceCommand } from './configure-source.command.js';

/**
 * Resolves the institution in OpenAlex (unknown → 400 naming the field; OpenAlex down → 502), records
 * it, and when it changed forgets the previous source's works and starts a sync.
 */
@CommandHandler(ConfigureSourceCommand)
export class ConfigureSourceHandler implements ICommandHandler<ConfigureSourceCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(OpenAlexClient) private readonly openAlex: OpenAlexClient,
    @Inject(InstitutionWorks) private readonly works: InstitutionWorks,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ by, openAlexId, ror }: ConfigureSourceCommand): Promise<AnalyticsSettings> {
    if (by.role !== 'admin') throw new DomainError('forbidden', 'Only the institution\u2019s administrators set the analytics source');
    const given = [openAlexId, ror].filter((v) => v !== undefined && v.trim() !== '');
    if (given.length !== 1) throw new DomainError('invalid', `openAlexId: ${ANALYTICS_MESSAGES.oneSource}`);
    let found: OpenAlexInstitution | null;
    let field: 'openAlexId' | 'ror';
    try {
      if (openAlexId?.trim()) {
        field = 'openAlexId';
        const key = openAlexInstitutionKey(openAlexId);
        if (!key) throw new DomainError('invalid', 'openAlexId: must be an OpenAlex institution id (I followed by digits)');
        found = await this.openAlex.institution({ openAlexId: key });
      } else {
        field = 'ror';
        const key = rorKey(ror ?? '');
        if (!key) throw new DomainError('invalid', 'ror: must be a ROR id (9 characters starting with 0, or its https://ror.org/ address)');
        found = await this.openAlex.institution({ ror: key });
      }
    } catch (e) {
      if (e instanceof ExternalHttpError) throw new DomainError('upstream-failed', `OpenAlex did not answer the institution look-up: ${e.message}`);
      throw e;
    }
    if (!found) throw new DomainError('invalid', `${field}: ${ANALYTICS_MESSAGES.unknownInstitution((openAlexId ?? ror ?? '').trim())}`);
    const resolvedId = shortId(found.id) as string;
    const { events } = await handleCommand(
      this.store,
      analyticsAggregate,
      by.institutionId,
      {
        type: 'ConfigureSource',
        data: {
          institutionId: by.institutionId,
          role: by.role,
          byMemberId: by.memberId,
          openAlexId: resolvedId,
          ror: shortId(found.ror) ?? null,
          name: found.display_name,
          countryCode: found.country_code ?? null,
          institutionType: found.type ?? null,
          at: new Date().toISOString(),
        },
      },
      { userId: by.userId ?? undefined },
    );
    if (events.length) {
      await this.works.clear(by.institutionId);
      await this.commandBus.execute(new StartSyncCommand(by.institutionId, 'configured', true));
    }
    return this.queryBus.execute(new AnalyticsSettingsQuery(by));
  }
}
