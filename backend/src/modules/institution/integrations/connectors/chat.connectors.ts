/**
 * Slack and Microsoft Teams incoming webhooks: the same events as readable messages. Slack takes
 * `{ text }` (mrkdwn, links as <url|label>) and answers `ok`; Teams takes a MessageCard and answers
 * `1`. A test message checks the URL before the integration is called connected.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { type Connector, type ConnectionSettings, type DeliveryAnswer, type DeliveryRequest, type OpenedIntegration, type SyncOutcome, refusedField } from './connector.js';
import { ServiceUnreachable, callService, excerpt, ok } from './http.js';
import { ping } from './webhook.connector.js';

abstract class ChatConnector implements Connector {
  abstract readonly templateId: 'slack' | 'teams';
  protected abstract readonly service: string;
  protected abstract body(d: DeliveryRequest, link: string | null): unknown;

  constructor(protected readonly config: AppConfig) {}

  async check(settings: ConnectionSettings): Promise<void> {
    const answer = await this.post(settings, ping('check')).catch((err: Error) => {
      throw refusedField('webhookUrl', err.message);
    });
    if (!answer.ok) throw refusedField('webhookUrl', `${this.service} answered ${answer.status} to a test message: ${excerpt(answer.body, 200)}`);
  }

  async sync(integration: OpenedIntegration): Promise<SyncOutcome> {
    const answer = await this.deliver(integration, ping(`sync-${Date.now()}`));
    if (!answer.ok) throw new Error(`${this.service} answered ${answer.status ?? 'nothing'}: ${excerpt(answer.body, 200)}`);
    return { recordsProcessed: 1, message: `Test message posted (${answer.status})`, direction: 'outgoing' };
  }

  async deliver(integration: OpenedIntegration, delivery: DeliveryRequest): Promise<DeliveryAnswer> {
    try {
      return await this.post(integration, delivery);
    } catch (err) {
      if (err instanceof ServiceUnreachable) return { ok: false, status: null, body: err.message };
      throw err;
    }
  }

  private async post(settings: ConnectionSettings, d: DeliveryRequest): Promise<DeliveryAnswer> {
    const link = typeof d.payload.link === 'string' ? `${this.config.publicUrl}${d.payload.link}` : null;
    const res = await callService(
      this.service,
      settings.secrets.webhookUrl ?? '',
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': 'ScholarLens-Webhooks/1' }, body: JSON.stringify(this.body(d, link)) },
      this.config.integrations,
    );
    return { ok: ok(res.status), status: res.status, body: excerpt(res.text) };
  }
}

@Injectable()
export class SlackConnector extends ChatConnector {
  readonly templateId = 'slack' as const;
  protected readonly service = 'Slack';
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config);
  }
  protected body(d: DeliveryRequest, link: string | null) {
    const mrkdwn = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return { text: `*ScholarLens* · ${mrkdwn(d.summary)}${link ? ` <${link}|Open in ScholarLens>` : ''}` };
  }
}

@Injectable()
export class TeamsConnector extends ChatConnector {
  readonly templateId = 'teams' as const;
  protected readonly service = 'Microsoft Teams';
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config);
  }
  protected body(d: DeliveryRequest, link: string | null) {
    return {
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      summary: d.summary,
      themeColor: '1976D2',
      title: 'ScholarLens',
      text: d.summary,
      ...(link ? { potentialAction: [{ '@type': 'OpenUri', name: 'Open in ScholarLens', targets: [{ os: 'default', uri: link }] }] } : {}),
    };
  }
}
