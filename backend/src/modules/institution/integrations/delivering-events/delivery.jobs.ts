/**
 * The `integration-deliveries` queue: one job per delivery (its id is the delivery's), retried by
 * Bull with exponential backoff (INTEGRATION_DELIVERY_ATTEMPTS, INTEGRATION_DELIVERY_BACKOFF_MS);
 * each attempt and the receiver's answer are recorded on the delivery's stream.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { Queues, jobIdOf } from '../../../../platform/queue/queues.js';

export const INTEGRATION_DELIVERIES_QUEUE = 'integration-deliveries';

export interface DeliveryJobData {
  deliveryId: string;
}

@Injectable()
export class DeliveryJobs {
  constructor(
    @Inject(Queues) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get attempts(): number {
    return this.config.integrations.deliveryAttempts;
  }

  async enqueue(deliveryId: string): Promise<void> {
    await this.queues.enqueue<DeliveryJobData>(INTEGRATION_DELIVERIES_QUEUE, jobIdOf('delivery', deliveryId), { deliveryId }, {
      attempts: this.attempts,
      backoff: { type: 'exponential', delay: this.config.integrations.deliveryBackoffMs },
      retryFailed: false,
    });
  }
}
