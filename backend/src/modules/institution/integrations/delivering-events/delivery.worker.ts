/**
 * Delivers one event to its integration (webhook, Slack or Teams): every attempt is recorded with
 * the receiver's status and answer; a failed attempt throws so Bull retries it after its backoff,
 * and the last one is recorded as final. A delivery to an integration disconnected meanwhile is
 * recorded as failed without calling anyone.
 */
import type Bull from 'bull';
import { Inject, Injectable } from '@nestjs/common';
import { handleCommand, loadAggregate } from '../../../../platform/event-store/aggregate.js';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { ConnectorRegistry } from '../connectors/connector-registry.js';
import { excerpt } from '../connectors/http.js';
import { deliveryAggregate } from '../delivery.decider.js';
import { integrationAggregate } from '../integration.decider.js';
import { type DeliveryJobData, DeliveryJobs } from './delivery.jobs.js';

export class DeliveryFailed extends Error {}

@Injectable()
export class DeliveryWorker {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ConnectorRegistry) private readonly connectors: ConnectorRegistry,
    @Inject(DeliveryJobs) private readonly jobs: DeliveryJobs,
  ) {}

  async run(job: Bull.Job<DeliveryJobData>): Promise<void> {
    const { deliveryId } = job.data;
    const { state: delivery } = await loadAggregate(this.store, deliveryAggregate, deliveryId);
    if (delivery.status !== 'pending') return;
    const attempt = job.attemptsMade + 1;
    const last = attempt >= (job.opts.attempts ?? this.jobs.attempts);
    const { state: integration } = await loadAggregate(this.store, integrationAggregate, delivery.request.integrationId);
    const started = Date.now();
    let answer: { ok: boolean; status: number | null; body: string };
    if (integration.status !== 'connected') {
      answer = { ok: false, status: null, body: 'The integration was disconnected before the event could be delivered' };
    } else {
      try {
        const connector = this.connectors.of(integration.templateId);
        if (!connector.deliver) throw new Error(`${integration.templateId} does not receive events`);
        const r = delivery.request;
        answer = await connector.deliver(await this.connectors.open(integration), { deliveryId: r.deliveryId, event: r.event, summary: r.summary, payload: r.payload, at: r.at });
      } catch (err) {
        answer = { ok: false, status: null, body: excerpt((err as Error).message) };
      }
    }
    const final = answer.ok || last || integration.status !== 'connected';
    await handleCommand(this.store, deliveryAggregate, deliveryId, {
      type: 'RecordAttempt',
      data: { attempt, ok: answer.ok, responseStatus: answer.status, response: answer.body, durationMs: Date.now() - started, final, at: new Date().toISOString() },
    });
    if (!final) throw new DeliveryFailed(`delivery ${deliveryId} attempt ${attempt}: ${answer.status ?? 'no answer'} ${excerpt(answer.body, 120)}`);
  }
}
