/**
 * The integrations' calls connect only to public addresses unless INTEGRATION_ALLOW_PRIVATE_HOSTS
 * is on: past the early check (public-addresses.ts), the webhook client's fetch and the S3 SDK's
 * agents refuse a private address when they connect. `localhost` resolves (from /etc/hosts) to a
 * loopback address, as a rebinding name would after the early check, and nothing reaches the server.
 */
import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { loadConfig } from '../../../../platform/config/config.js';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { IntegrationExports } from '../sources/integration-exports.js';
import type { OpenedIntegration } from './connector.js';
import { S3Connector } from './s3.connector.js';
import { WebhookConnector, ping } from './webhook.connector.js';

const SECRET = 'a-signing-secret-of-the-receiver';
const config = (allow: boolean) => loadConfig({ INTEGRATION_ALLOW_PRIVATE_HOSTS: String(allow), INTEGRATION_HTTP_TIMEOUT_MS: '5000' });
/** The S3 check never produces an export. */
const noExports = {} as IntegrationExports;

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof DomainError && err.kind === 'invalid', `a 400 DomainError, not ${err}`);
    return err.message;
  }
  assert.fail('expected a refusal');
}

describe('integration connections pinned to public addresses', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];

  before(async () => {
    server = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  beforeEach(() => {
    received.length = 0;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the webhook check refuses a loopback IP and a name resolving to loopback when connecting, naming config.url; nothing arrives', async () => {
    const webhook = new WebhookConnector(config(false));
    for (const host of ['127.0.0.1', 'localhost']) {
      const message = await refusalOf(webhook.check({ config: { url: `http://${host}:${port}/hook`, events: ['paper.shared'] }, secrets: { secret: SECRET } }, 'inst'));
      assert.match(message, new RegExp(`^config\\.url: The webhook receiver could not be reached at http://${host}:${port} \\(${host} (is|resolves to) a private or reserved address`), message);
    }
    assert.deepEqual(received, []);
  });

  it('a delivery to a loopback receiver fails with the refusal in the delivery log; nothing arrives', async () => {
    const integration: OpenedIntegration = {
      integrationId: 'i1',
      institutionId: 'inst',
      templateId: 'webhook',
      name: 'Signed webhook',
      config: { url: `http://localhost:${port}/hook`, events: ['paper.shared'] },
      secrets: { secret: SECRET },
    };
    const answer = await new WebhookConnector(config(false)).deliver(integration, ping('d1'));
    assert.equal(answer.ok, false);
    assert.equal(answer.status, null);
    assert.match(answer.body, /could not be reached at http:\/\/localhost:\d+ \(localhost resolves to a private or reserved address/);
    assert.deepEqual(received, []);
  });

  it('with INTEGRATION_ALLOW_PRIVATE_HOSTS on, the same webhook on loopback is pinged and accepted', async () => {
    await new WebhookConnector(config(true)).check({ config: { url: `http://localhost:${port}/hook`, events: ['paper.shared'] }, secrets: { secret: SECRET } }, 'inst');
    assert.deepEqual(received, ['POST /hook']);
  });

  it('the S3 client refuses a loopback endpoint, as an IP literal and through its agents’ lookup, naming config.endpoint; nothing arrives', async () => {
    const s3 = new S3Connector(config(false), noExports);
    for (const host of ['127.0.0.1', 'localhost']) {
      const message = await refusalOf(
        s3.check({ config: { endpoint: `http://${host}:${port}`, region: 'us-east-1', bucket: 'exports' }, secrets: { accessKeyId: 'AKIA', secretAccessKey: 'secret' } }),
      );
      assert.match(message, new RegExp(`^config\\.endpoint: the storage could not be reached \\(${host} (is|resolves to) a private or reserved address`), message);
    }
    assert.deepEqual(received, []);
  });

  it('with INTEGRATION_ALLOW_PRIVATE_HOSTS on, the S3 check reaches the loopback endpoint', async () => {
    await new S3Connector(config(true), noExports).check({
      config: { endpoint: `http://localhost:${port}`, region: 'us-east-1', bucket: 'exports' },
      secrets: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
    });
    assert.deepEqual(received, ['HEAD /exports/']);
  });
});
