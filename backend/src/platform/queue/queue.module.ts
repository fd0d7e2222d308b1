/** Bull queues (docs/ARCHITECTURE.md §7): `Queues` creates named queues, runs workers, lists them for admins. */
import { Global, Module } from '@nestjs/common';
import { Queues } from './queues.js';
import { QueuesController } from './queues.controller.js';

@Global()
@Module({ providers: [Queues], controllers: [QueuesController], exports: [Queues] })
export class QueueModule {}
