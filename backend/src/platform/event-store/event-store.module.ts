import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { Pool } from '../database/database.js';
import { PG_POOL } from '../database/database.module.js';
import { createEventStore } from './create-event-store.js';
import { EventStore } from './event-store.port.js';

@Global()
@Module({
  providers: [
    {
      provide: EventStore,
      inject: [APP_CONFIG, PG_POOL],
      useFactory: (config: AppConfig, pool: Pool) => createEventStore(config.eventStoreUrl, pool, config.databaseUrl),
    },
  ],
  exports: [EventStore],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
