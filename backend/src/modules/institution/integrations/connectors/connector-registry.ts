/** The client of each template, and the sealing of its secrets (always sealed under the institution's data key; opened only to call the service). */
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import { ContentSealing } from '../../../../platform/sealing/content-sealing.js';
import type { ExistingIntegration } from '../integration.js';
import type { ConfigValue, TemplateDefinition, TemplateId } from '../template-catalogue.js';
import { CanvasConnector } from './canvas.connector.js';
import { SlackConnector, TeamsConnector } from './chat.connectors.js';
import type { Connector, OpenedIntegration } from './connector.js';
import { OrcidConnector } from './orcid.connector.js';
import { assertPublicAddresses } from './public-addresses.js';
import { S3Connector } from './s3.connector.js';
import { WebhookConnector } from './webhook.connector.js';
import { ZoteroConnector } from './zotero.connector.js';

@Injectable()
export class ConnectorRegistry {
  private readonly byTemplate: Map<TemplateId, Connector>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ContentSealing) private readonly sealing: ContentSealing,
    @Inject(WebhookConnector) webhook: WebhookConnector,
    @Inject(SlackConnector) slack: SlackConnector,
    @Inject(TeamsConnector) teams: TeamsConnector,
    @Inject(ZoteroConnector) zotero: ZoteroConnector,
    @Inject(CanvasConnector) canvas: CanvasConnector,
    @Inject(S3Connector) s3: S3Connector,
    @Inject(OrcidConnector) orcid: OrcidConnector,
  ) {
    this.byTemplate = new Map<TemplateId, Connector>([webhook, slack, teams, zotero, canvas, s3, orcid].map((c) => [c.templateId, c]));
  }

  of(templateId: TemplateId): Connector {
    const c = this.byTemplate.get(templateId);
    if (!c) throw new Error(`No client for integration template ${templateId}`);
    return c;
  }

  /** 400 `config.<field>: must be a public address (…)` for an address field pointing inside (public-addresses.ts). */
  checkAddresses(template: TemplateDefinition, values: Record<string, ConfigValue>): Promise<void> {
    return assertPublicAddresses(template, values, this.config.integrations.allowPrivateHosts);
  }

  async seal(institutionId: string, secrets: Record<string, string>): Promise<Record<string, string>> {
    const sealed: Record<string, string> = {};
    for (const [name, value] of Object.entries(secrets)) sealed[name] = await this.sealing.sealSecretForInstitution(institutionId, value);
    return sealed;
  }

  /** The integration with its secrets opened; a secret whose data key was destroyed cannot be used (the sync says so). */
  async open(s: ExistingIntegration): Promise<OpenedIntegration> {
    const names = Object.keys(s.secrets);
    const opened = await this.sealing.open(names.map((n) => s.secrets[n]));
    const secrets: Record<string, string> = {};
    names.forEach((n, i) => {
      if (opened[i].removed) throw new DomainError('conflict', `config.${n}: the stored secret can no longer be opened (the institution's data keys were destroyed); enter it again in Configure`);
      secrets[n] = opened[i].text;
    });
    return { integrationId: s.integrationId, institutionId: s.institutionId, templateId: s.templateId, name: s.name, config: s.config, secrets };
  }
}
