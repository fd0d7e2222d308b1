import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AcquisitionStatus } from '@scholarlens/contracts';
import { LatestAcquisitionRunQuery } from './acquisition-runs.query.js';

export type { AcquisitionStatus };

export class AcquisitionStatusQuery extends Query<AcquisitionStatus> {}

@QueryHandler(AcquisitionStatusQuery)
export class AcquisitionStatusHandler implements IQueryHandler<AcquisitionStatusQuery> {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  async execute(): Promise<AcquisitionStatus> {
    const run = await this.queryBus.execute(new LatestAcquisitionRunQuery());
    if (!run) {
      return {
        isRunning: false,
        status: 'idle',
        harvested: 0,
        completeListSize: null,
        percent: null,
        startedAt: null,
        finishedAt: null,
        runId: null,
        pages: 0,
        newPapers: 0,
        updatedPapers: 0,
        set: null,
        from: null,
        until: null,
        failureReason: null,
      };
    }
    const percent = run.completeListSize ? Math.min(100, Math.round((run.harvested / run.completeListSize) * 1000) / 10) : null;
    return {
      isRunning: run.status === 'running',
      status: run.status,
      harvested: run.harvested,
      completeListSize: run.completeListSize,
      percent,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      runId: run.runId,
      pages: run.pages,
      newPapers: run.newPapers,
      updatedPapers: run.updatedPapers,
      set: run.set,
      from: run.from,
      until: run.until,
      failureReason: run.failureReason,
    };
  }
}
