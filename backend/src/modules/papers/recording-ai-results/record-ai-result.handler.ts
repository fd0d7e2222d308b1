import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { Pool } from '../../../platform/database/database.js';
import { PG_POOL } from '../../../platform/database/database.module.js';
import { EventStore } from '../../../platform/event-store/event-store.port.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { ReadYourWrites } from '../../../platform/projections/projections.module.js';
import { PAPER_KEY_COLUMN } from '../catalog/paper-row.js';
import { PapersProjection } from '../catalog/papers.projection.js';
import { PAPER_NOT_FOUND, decide } from '../paper.decider.js';
import { type PaperState, initialPaperState, paperStreamId } from '../paper.js';
import { PaperByIdQuery } from '../paper-by-id/paper-by-id.query.js';
import { type RecordAiResultAnswer, RecordPaperAiResultCommand } from './record-ai-result.command.js';

/**
 * Like a view, an AI result is decided on the read model's state of the paper (its stream grows
 * with every view, so it is not replayed per request) and appended with 'any': AI results do not
 * depend on the metadata. The answer is read after the papers projection has the event.
 */
@CommandHandler(RecordPaperAiResultCommand)
export class RecordPaperAiResultHandler implements ICommandHandler<RecordPaperAiResultCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
  ) {}

  async execute({ paperId, command, userId, waitForReadModel }: RecordPaperAiResultCommand): Promise<RecordAiResultAnswer> {
    const { rows } = await this.pool.query<{
      key: string;
      version: number | null;
      updated_date: string | null;
      views: number;
      summarized_at: Date | null;
      intelligence_at: Date | null;
      tagged: boolean;
    }>(
      `select ${PAPER_KEY_COLUMN}, version, updated_date::text as updated_date, views, summarized_at, intelligence_at,
              jsonb_array_length(tags) > 0 as tagged
         from papers where id = $1`,
      [paperId],
    );
    const row = rows[0];
    const state: PaperState = row
      ? {
          status: 'catalogued',
          key: row.key,
          version: row.version,
          updatedDate: row.updated_date,
          views: Number(row.views),
          summarizedAt: row.summarized_at?.toISOString() ?? null,
          intelligenceAt: row.intelligence_at?.toISOString() ?? null,
          tagged: row.tagged,
        }
      : initialPaperState;
    const events = decide(command, state);
    if (events.length > 0) {
      const result = await this.store.append(
        paperStreamId(row.key),
        events.map((e) => ({ type: e.type, data: e.data as unknown as Record<string, unknown>, metadata: userId ? { userId } : {} })),
        // 'any': an AI result does not depend on the paper's metadata or views, so a concurrent write to its stream cannot make it wrong.
        'any',
      );
      if (waitForReadModel) await this.readYourWrites.waitFor([PapersProjection.NAME], result.position);
    }
    if (!waitForReadModel) return { recorded: events.length > 0, paper: null };
    const paper = await this.queryBus.execute(new PaperByIdQuery(paperId));
    if (!paper) throw new DomainError('not-found', PAPER_NOT_FOUND);
    return { recorded: events.length > 0, paper };
  }
}
