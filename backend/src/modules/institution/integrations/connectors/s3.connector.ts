/**
 * S3-compatible storage through the project's S3 client (@aws-sdk/client-s3, path-style so MinIO
 * and other stand-ins work): `HeadBucket` checks the keys and the bucket; a sync writes one export
 * (the security audit log CSV unless a pipeline names another registered source) under
 * `<prefix><file name>`. Its connections are guarded like every integration's (http.ts): the SDK's
 * node:http(s) agents resolve the endpoint's name through the guarded lookup, so a socket connects
 * only to an address checked when it connects, and an endpoint that is a private IP literal (which
 * a socket never looks up) is refused before each client is made, at check and before each write.
 */
import { HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Inject, Injectable } from '@nestjs/common';
import type { PipelineSource } from '@scholarlens/contracts';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import { RefusedAddressError } from '../../../../platform/external/http/address-guard.js';
import { guardedNodeAgents, literalRefusal } from '../../../../platform/external/http/guarded-dispatcher.js';
import { IntegrationExports } from '../sources/integration-exports.js';
import { type Connector, type ConnectionSettings, type OpenedIntegration, type SyncOutcome, refusedField, str } from './connector.js';
import type { CallSettings } from './http.js';

export const DEFAULT_EXPORT_SOURCE = 'security-audit-log';

/** A client of the configured endpoint whose connections are guarded; throws RefusedAddressError for a private IP literal. */
function client(s: ConnectionSettings, { httpTimeoutMs, allowPrivateHosts }: CallSettings): S3Client {
  const endpoint = str(s.config.endpoint);
  // Path-style addressing: every request goes to the endpoint's own host.
  const refused = literalRefusal(new URL(endpoint).hostname, allowPrivateHosts);
  if (refused) throw refused;
  return new S3Client({
    region: str(s.config.region),
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s.secrets.accessKeyId ?? '', secretAccessKey: s.secrets.secretAccessKey ?? '' },
    maxAttempts: 2,
    requestHandler: { requestTimeout: httpTimeoutMs, connectionTimeout: httpTimeoutMs, ...guardedNodeAgents(allowPrivateHosts) },
  });
}

@Injectable()
export class S3Connector implements Connector {
  readonly templateId = 's3' as const;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IntegrationExports) private readonly exports: IntegrationExports,
  ) {}

  async check(settings: ConnectionSettings): Promise<void> {
    let s3: S3Client | undefined;
    try {
      s3 = client(settings, this.config.integrations);
      await s3.send(new HeadBucketCommand({ Bucket: str(settings.config.bucket) }));
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 403 || status === 401) throw refusedField('accessKeyId', `the storage refused these keys (${status})`);
      if (status === 404) throw refusedField('bucket', `the storage has no bucket ${str(settings.config.bucket)}`);
      if (err instanceof RefusedAddressError || (err as Error).cause instanceof RefusedAddressError) {
        throw refusedField('endpoint', `the storage could not be reached (${(err instanceof RefusedAddressError ? err : ((err as Error).cause as Error)).message})`);
      }
      throw refusedField('endpoint', `the storage could not be reached or answered ${status ?? (err as Error).message}`);
    } finally {
      s3?.destroy();
    }
  }

  async sync(integration: OpenedIntegration, source: PipelineSource | null): Promise<SyncOutcome> {
    const exporter = this.exports.of(source ?? DEFAULT_EXPORT_SOURCE);
    if (!exporter) throw new Error(`no export is registered for ${source}`);
    const file = await exporter.produce(integration.institutionId, new Date());
    const key = `${str(integration.config.prefix)}${file.fileName}`;
    const s3 = client(integration, this.config.integrations);
    try {
      await s3.send(new PutObjectCommand({ Bucket: str(integration.config.bucket), Key: key, Body: file.body, ContentType: file.contentType }));
    } finally {
      s3.destroy();
    }
    return { recordsProcessed: file.records, message: `Wrote s3://${str(integration.config.bucket)}/${key} (${file.records} records)`, direction: 'outgoing' };
  }
}
