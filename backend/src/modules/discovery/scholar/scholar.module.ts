/**
 * Scholar (docs/ARCHITECTURE.md): live research access — OpenAlex works searched, listed by
 * category and newest first, as the spec's Scholar papers (inst §2); and saving a work into the
 * catalog through the papers context's ingestion; and a catalog paper's references and citing
 * works from OpenAlex, recorded with the time they were fetched (loading-citation-graph/, the paper-citations/ read model).
 */
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { OpenAlexModule } from '../../../platform/external/openalex/openalex.module.js';
import { LiveAccessStatusHandler } from './live-works/live-access-status.query.js';
import { LiveWorkHandler } from './live-works/live-work.query.js';
import { LiveWorksHandler } from './live-works/live-works.query.js';
import { PapersModule } from './ports.js';
import { ScholarController } from './scholar.controller.js';
import { SaveWorkHandler } from './saving-work/save-work.handler.js';
import { LoadCitationGraphHandler } from './loading-citation-graph/load-citation-graph.handler.js';
import { PaperCitationsProjection } from './paper-citations/paper-citations.projection.js';
import { ProjectionRegistry } from '../../../platform/projections/projections.module.js';

@Module({
  imports: [OpenAlexModule, PapersModule],
  controllers: [ScholarController],
  providers: [
    LiveWorksHandler,
    LiveAccessStatusHandler,
    LiveWorkHandler,
    SaveWorkHandler,
    LoadCitationGraphHandler,
    PaperCitationsProjection,
  ],
})
export class ScholarModule implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry,
    @Inject(PaperCitationsProjection) private readonly citations: PaperCitationsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.citations);
  }
}
