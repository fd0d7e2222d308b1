/**
 * The admin console's own backend (spec core §2): real health checks and the running system's
 * security and deployment status. Catalog stats, bulk acquisition, course scraping, data sources,
 * queues and the embedding backlog are served by their own contexts.
 */
import { Module } from '@nestjs/common';
import { QueueModule } from '../../../platform/queue/queue.module.js';
import { ConsoleController } from './console.controller.js';
import { AdminHealthHandler, RedisProbe } from './health/admin-health.query.js';
import { SystemStatusHandler } from './system/system-status.query.js';

@Module({
  imports: [QueueModule],
  controllers: [ConsoleController],
  providers: [RedisProbe, AdminHealthHandler, SystemStatusHandler],
})
export class ConsoleModule {}
