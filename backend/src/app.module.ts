import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { DiscoveryModule } from './modules/discovery/discovery.module.js';
import { InstitutionModule } from './modules/institution/institution.module.js';
import { PapersModule } from './modules/papers/papers.module.js';
import { AccessGuard } from './platform/auth/access.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { EventStoreModule } from './platform/event-store/event-store.module.js';
import { ErrorFilter } from './platform/http/error.filter.js';
import { HealthController } from './platform/http/health.controller.js';
import { ServedRoutesModule } from './platform/http/served-routes.module.js';
import { ProjectionsModule } from './platform/projections/projections.module.js';
import { SealingModule } from './platform/sealing/sealing.module.js';

@Module({
  imports: [
    CqrsModule.forRoot(),
    ConfigModule,
    DatabaseModule,
    EventStoreModule,
    ProjectionsModule,
    AuthModule,
    ServedRoutesModule,
    SealingModule,
    // Used by every area: who the users are (and metering), and the catalog of papers.
    AccountsModule,
    PapersModule,
    // One module per area, as the remotes are: what each team ships.
    DiscoveryModule,
    InstitutionModule,
    AdminModule,
  ],
  controllers: [HealthController],
  providers: [
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_FILTER, useClass: ErrorFilter },
  ],
})
export class AppModule {}
