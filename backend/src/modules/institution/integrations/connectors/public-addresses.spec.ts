import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { Resolver } from '../../../../platform/external/http/address-guard.js';
import { type TemplateDefinition, templateOf } from '../template-catalogue.js';
import { assertPublicAddresses } from './public-addresses.js';

const template = (id: string) => templateOf(id) as TemplateDefinition;
/** A resolver answering from a table, as DNS would; a name it does not know does not resolve. */
const dns =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const answer = table[host];
    if (!answer) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    return answer;
  };
const resolver = dns({
  'hooks.intranet.example': ['10.0.0.5'],
  'metadata.rebind.example': ['169.254.169.254'],
  'hooks.university.example': ['18.9.22.169'],
  'mixed.example': ['18.9.22.169', '192.168.1.20'],
});

async function refusal(templateId: string, values: Record<string, string>, allowPrivate = false): Promise<string | null> {
  try {
    await assertPublicAddresses(template(templateId), values, allowPrivate, resolver);
    return null;
  } catch (err) {
    assert.ok(err instanceof DomainError && err.kind === 'invalid', `a 400 DomainError, not ${err}`);
    return err.message;
  }
}

describe('integration addresses must be public', () => {
  it('refuses a webhook URL on loopback, private, link-local (cloud metadata) and IPv6 loopback addresses, naming config.url', async () => {
    const cases: [string, string][] = [
      ['http://127.0.0.1:8080/hook', 'config.url: must be a public address (127.0.0.1 is a loopback address)'],
      ['https://10.20.30.40/hook', 'config.url: must be a public address (10.20.30.40 is a private address)'],
      ['http://169.254.169.254/latest/meta-data/', 'config.url: must be a public address (169.254.169.254 is a link-local address)'],
      ['http://[::1]:9000/hook', 'config.url: must be a public address (::1 is a loopback address)'],
      // The URL parser writes these as ::ffff:7f00:1 and 127.0.0.1: still loopback.
      ['http://[::ffff:127.0.0.1]/hook', 'config.url: must be a public address (::ffff:7f00:1 is a loopback address)'],
      ['http://2130706433/hook', 'config.url: must be a public address (127.0.0.1 is a loopback address)'],
      ['http://192.168.1.1/hook', 'config.url: must be a public address (192.168.1.1 is a private address)'],
      ['http://0.0.0.0:80/hook', 'config.url: must be a public address (0.0.0.0 is a reserved address)'],
    ];
    for (const [url, message] of cases) assert.equal(await refusal('webhook', { url, events: 'paper.shared' }), message, url);
  });

  it('refuses a hostname that resolves to a private address, or to one private among public ones', async () => {
    assert.equal(await refusal('webhook', { url: 'https://hooks.intranet.example/in' }), 'config.url: must be a public address (hooks.intranet.example resolves to 10.0.0.5, a private address)');
    assert.equal(
      await refusal('webhook', { url: 'http://metadata.rebind.example/latest' }),
      'config.url: must be a public address (metadata.rebind.example resolves to 169.254.169.254, a link-local address)',
    );
    assert.equal(await refusal('webhook', { url: 'https://mixed.example/hook' }), 'config.url: must be a public address (mixed.example resolves to 192.168.1.20, a private address)');
  });

  it('names the field of each template that holds an address: Slack and Teams webhookUrl, Canvas baseUrl, S3 endpoint', async () => {
    assert.match((await refusal('slack', { webhookUrl: 'http://127.0.0.1/services/x' })) ?? '', /^config\.webhookUrl: must be a public address \(127\.0\.0\.1/);
    assert.match((await refusal('teams', { webhookUrl: 'https://hooks.intranet.example/teams' })) ?? '', /^config\.webhookUrl: must be a public address \(hooks\.intranet\.example resolves to 10\.0\.0\.5/);
    assert.match((await refusal('canvas', { baseUrl: 'http://172.16.0.9', courseId: '42' })) ?? '', /^config\.baseUrl: must be a public address \(172\.16\.0\.9 is a private address\)/);
    assert.match((await refusal('s3', { endpoint: 'http://169.254.169.254', region: 'us-east-1', bucket: 'b' })) ?? '', /^config\.endpoint: must be a public address \(169\.254\.169\.254 is a link-local/);
  });

  it('accepts public addresses, and leaves a name that does not resolve to the call, which says so', async () => {
    assert.equal(await refusal('webhook', { url: 'https://hooks.university.example/in' }), null);
    assert.equal(await refusal('webhook', { url: 'https://8.8.8.8/in' }), null);
    assert.equal(await refusal('webhook', { url: 'https://unknown.example/in' }), null);
    assert.equal(await refusal('canvas', { baseUrl: 'https://hooks.university.example', courseId: '42' }), null);
  });

  it('accepts every address when INTEGRATION_ALLOW_PRIVATE_HOSTS is on (loopback stand-ins in tests), without resolving', async () => {
    const never: Resolver = async () => assert.fail('nothing is resolved when private addresses are allowed');
    for (const url of ['http://127.0.0.1:8080/hook', 'http://10.0.0.1/hook', 'http://169.254.169.254/', 'http://[::1]/hook', 'https://hooks.intranet.example/in']) {
      await assertPublicAddresses(template('webhook'), { url }, true, never);
    }
  });

  it('looks only at address fields: ids, keys and secrets are never resolved', async () => {
    const never: Resolver = async () => assert.fail('not an address');
    await assertPublicAddresses(template('zotero'), { groupId: '4711', apiKey: '127.0.0.1' }, false, never);
    await assertPublicAddresses(template('orcid'), { orcidIds: '0000-0002-1825-0097' }, false, never);
    await assertPublicAddresses(template('webhook'), { secret: 'http://127.0.0.1/secret-not-an-address' }, false, never);
  });
});
