import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { BetaModule } from './modules/beta/beta.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AcquisitionModule } from './modules/acquisition/acquisition.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { LibraryModule } from './modules/library/library.module.js';
import { PapersModule } from './modules/papers/papers.module.js';
import { ResearchModule } from './modules/research/research.module.js';
import { ScholarModule } from './modules/scholar/scholar.module.js';
import { ScrapingModule } from './modules/scraping/scraping.module.js';
import { SearchModule } from './modules/search/search.module.js';
import { AccessGuard } from './platform/auth/access.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { EventStoreModule } from './platform/event-store/event-store.module.js';
import { ErrorFilter } from './platform/http/error.filter.js';
import { HealthController } from './platform/http/health.controller.js';
import { ProjectionsModule } from './platform/projections/projections.module.js';

@Module({
  imports: [
    CqrsModule.forRoot(),
    ConfigModule,
    DatabaseModule,
    EventStoreModule,
    ProjectionsModule,
    AuthModule,
    AccountsModule,
    BetaModule,
    AcquisitionModule,
    SearchModule,
    PapersModule,
    ScholarModule,
    ResearchModule,
    AiModule,
    LibraryModule,
    ScrapingModule,
    AdminModule,
  ],
  controllers: [HealthController],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, useClass: ErrorFilter },
  ],
})
export class AppModule {}
