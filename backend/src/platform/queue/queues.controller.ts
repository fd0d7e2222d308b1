import { Controller, Get, Inject } from '@nestjs/common';
import { AdminOnly } from '../auth/access.js';
import { Answers } from '../http/answers.js';
import { type QueueSummary, Queues } from './queues.js';

/** The job queues with their counts and running jobs' progress, for the admin console. */
@Controller('api/admin/queues')
export class QueuesController {
  constructor(@Inject(Queues) private readonly queues: Queues) {}

  @AdminOnly()
  @Get()
  @Answers('QueueSummary[]')
  list(): Promise<QueueSummary[]> {
    return this.queues.list();
  }
}
