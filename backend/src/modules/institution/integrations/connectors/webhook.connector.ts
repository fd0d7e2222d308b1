/**
 * The generic signed webhook: each event is POSTed as JSON `{ id, event, createdAt, institutionId,
 * data }` with `X-ScholarLens-Event`, `X-ScholarLens-Delivery` (the delivery id, the same on every
 * retry, so a receiver can drop duplicates) and `X-ScholarLens-Signature: sha256=<hex>`, the
 * HMAC-SHA256 of the exact body under the integration's signing secret (as GitHub signs its hooks).
 */
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type Connector, type ConnectionSettings, type DeliveryAnswer, type DeliveryRequest, type OpenedIntegration, type SyncOutcome, refusedField, str } from './connector.js';
import { ServiceUnreachable, callService, excerpt, ok } from './http.js';

export const SIGNATURE_HEADER = 'X-ScholarLens-Signature';
export const DELIVERY_HEADER = 'X-ScholarLens-Delivery';
export const EVENT_HEADER = 'X-ScholarLens-Event';

export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

@Injectable()
export class WebhookConnector implements Connector {
  readonly templateId = 'webhook' as const;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async check(settings: ConnectionSettings, institutionId: string): Promise<void> {
    const answer = await this.post(settings, institutionId, ping(`check-${Date.now()}`)).catch((err: Error) => {
      throw refusedField('url', err.message);
    });
    if (!answer.ok) throw refusedField('url', `the receiver answered ${answer.status} to a signed ping: ${excerpt(answer.body, 200)}`);
  }

  async sync(integration: OpenedIntegration): Promise<SyncOutcome> {
    const answer = await this.deliver(integration, ping(`sync-${Date.now()}`));
    if (!answer.ok) throw new Error(`the receiver answered ${answer.status ?? 'nothing'}: ${excerpt(answer.body, 200)}`);
    return { recordsProcessed: 1, message: `Signed ping delivered (${answer.status})`, direction: 'outgoing' };
  }

  async deliver(integration: OpenedIntegration, delivery: DeliveryRequest): Promise<DeliveryAnswer> {
    try {
      return await this.post(integration, integration.institutionId, delivery);
    } catch (err) {
      if (err instanceof ServiceUnreachable) return { ok: false, status: null, body: err.message };
      throw err;
    }
  }

  private async post(settings: ConnectionSettings, institutionId: string, d: DeliveryRequest): Promise<DeliveryAnswer> {
    const body = JSON.stringify({ id: d.deliveryId, event: d.event, createdAt: d.at, institutionId, summary: d.summary, data: d.payload });
    const res = await callService(
      'The webhook receiver',
      str(settings.config.url),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'ScholarLens-Webhooks/1',
          [EVENT_HEADER]: d.event,
          [DELIVERY_HEADER]: d.deliveryId,
          [SIGNATURE_HEADER]: signatureOf(settings.secrets.secret ?? '', body),
        },
        body,
      },
      this.config.integrations,
    );
    return { ok: ok(res.status), status: res.status, body: excerpt(res.text) };
  }
}

export function ping(deliveryId: string): DeliveryRequest {
  return { deliveryId, event: 'ping', summary: 'ScholarLens connection test', payload: { message: 'ScholarLens is connected' }, at: new Date().toISOString() };
}
