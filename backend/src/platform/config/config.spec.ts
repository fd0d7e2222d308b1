import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.js');

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    assert.ok(err instanceof ConfigError, `a ConfigError, not ${(err as Error).stack}`);
    return err.message;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

describe('configuration', () => {
  it('takes every default with an empty environment, and well-formed values as given', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.search.embedBatch, 32);
    const set = loadConfig({ PORT: '9000', SEARCH_RRF_LEXICAL_WEIGHT: '1.5', AI_PROVIDER: 'local', TRUST_PROXY: 'false', QUEUE_ATTEMPTS: '' });
    assert.deepEqual([set.port, set.search.rrfLexicalWeight, set.ai.provider, set.trustProxy, set.queue.attempts], [9000, 1.5, 'local', false, 5]);
  });

  it('contract prices default to the tier catalogue and take decimals; the ROI assumptions and expiry are configurable', () => {
    const defaults = loadConfig({}).contracts;
    assert.deepEqual(defaults, {
      prices: { basic: 4, pro: 8, enterprise: 15 },
      proposalExpiryDays: 30,
      termMonths: 12,
      roi: { minutesSavedPerSummary: 15, minutesSavedPerSearch: 5, hourlyRate: 50 },
    });
    const set = loadConfig({ CONTRACT_PRICE_PRO: '9.5', CONTRACT_PROPOSAL_EXPIRY_DAYS: '7', ROI_HOURLY_RATE: '80' }).contracts;
    assert.deepEqual([set.prices.pro, set.proposalExpiryDays, set.roi.hourlyRate], [9.5, 7, 80]);
    assert.match(refusal({ CONTRACT_PRICE_ENTERPRISE: '-1' }), /^CONTRACT_PRICE_ENTERPRISE must be a number ≥ 0/);
    assert.match(refusal({ CONTRACT_PROPOSAL_EXPIRY_DAYS: '0' }), /^CONTRACT_PROPOSAL_EXPIRY_DAYS must be a whole number from 1 to 3650/);
  });

  it('refuses a malformed number, URL, enum or flag naming the variable and the value', () => {
    assert.equal(refusal({ PORT: '80a' }), 'PORT must be a whole number from 1 to 65535, not "80a"');
    assert.equal(refusal({ QUEUE_BACKOFF_MS: '5s' }), 'QUEUE_BACKOFF_MS must be a whole number ≥ 0, not "5s"');
    assert.equal(refusal({ SEARCH_EMBED_BATCH: '0' }), 'SEARCH_EMBED_BATCH must be a whole number ≥ 1, not "0"');
    assert.equal(refusal({ SEARCH_RRF_LEXICAL_WEIGHT: 'NaN' }), 'SEARCH_RRF_LEXICAL_WEIGHT must be a number ≥ 0, not "NaN"');
    assert.equal(refusal({ OPENALEX_URL: 'api.openalex.org' }), 'OPENALEX_URL must be a URL (http:, https:), not "api.openalex.org"');
    assert.equal(refusal({ REDIS_URL: 'http://127.0.0.1:6379' }), 'REDIS_URL must be a URL (redis:, rediss:), not "http://127.0.0.1:6379"');
    assert.match(refusal({ ALLOWED_ORIGINS: 'http://ok.example, nope' }), /^ALLOWED_ORIGINS must be comma-separated http\(s\) URLs, not "nope"$/);
    assert.equal(refusal({ REMOTE_ADMIN_URL: 'remotes/admin.js' }), 'REMOTE_ADMIN_URL must be a path starting with / or an http(s) URL, not "remotes/admin.js"');
    assert.equal(refusal({ AI_PROVIDER: 'gpt' }), 'AI_PROVIDER must be one of auto, openai, local, not "gpt"');
    assert.equal(refusal({ TRUST_PROXY: 'yes' }), 'TRUST_PROXY must be one of true, false, not "yes"');
    assert.match(refusal({ DATA_SOURCES_JSON: '{llm:' }), /^DATA_SOURCES_JSON must be JSON, not "\{llm:"$/);
  });

  it('integrations refuse private addresses unless INTEGRATION_ALLOW_PRIVATE_HOSTS=true (tests only); a malformed flag is refused', () => {
    assert.equal(loadConfig({}).integrations.allowPrivateHosts, false);
    assert.equal(loadConfig({ INTEGRATION_ALLOW_PRIVATE_HOSTS: 'true' }).integrations.allowPrivateHosts, true);
    assert.equal(refusal({ INTEGRATION_ALLOW_PRIVATE_HOSTS: '1' }), 'INTEGRATION_ALLOW_PRIVATE_HOSTS must be one of true, false, not "1"');
  });

  it('refuses the development session secret and cookie keys in production', () => {
    const secrets = { SESSION_SECRET: 's'.repeat(40), OIDC_COOKIE_KEYS: 'k'.repeat(40) };
    for (const production of [{ NODE_ENV: 'production' }, { TRUST_PROXY: 'true' }]) {
      assert.match(refusal({ ...production }), /^SESSION_SECRET must not be the development default/);
      assert.match(refusal({ ...production, SESSION_SECRET: 'scholarlens-dev-session-secret', OIDC_COOKIE_KEYS: secrets.OIDC_COOKIE_KEYS }), /^SESSION_SECRET/);
      assert.match(refusal({ ...production, SESSION_SECRET: secrets.SESSION_SECRET }), /^OIDC_COOKIE_KEYS must not contain the development default/);
      assert.equal(loadConfig({ ...production, ...secrets }).sessionSecret, secrets.SESSION_SECRET);
    }
    assert.equal(loadConfig({ NODE_ENV: 'development' }).sessionSecret, 'scholarlens-dev-session-secret');
  });

  it('reads the data-encryption master key as hex or base64; production has none until one is set', () => {
    const hex = 'ab'.repeat(32);
    assert.deepEqual(loadConfig({ DATA_ENCRYPTION_MASTER_KEY: hex }).dataEncryption, { masterKey: Buffer.from(hex, 'hex'), developmentKey: false });
    const base64 = Buffer.alloc(32, 7).toString('base64');
    assert.deepEqual(loadConfig({ DATA_ENCRYPTION_MASTER_KEY: base64 }).dataEncryption.masterKey, Buffer.alloc(32, 7));
    assert.match(refusal({ DATA_ENCRYPTION_MASTER_KEY: 'too-short' }), /^DATA_ENCRYPTION_MASTER_KEY must be 32 bytes/);
    assert.equal(loadConfig({}).dataEncryption.developmentKey, true);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), OIDC_COOKIE_KEYS: 'k'.repeat(40) };
    assert.deepEqual(loadConfig(production).dataEncryption, { masterKey: null, developmentKey: false });
  });

  it('stops the server before it connects to anything, with one line naming the variable', () => {
    const run = spawnSync(process.execPath, [MAIN], { env: { PATH: process.env.PATH, PORT: '8o8o' }, encoding: 'utf8', timeout: 30_000 });
    assert.equal(run.status, 1);
    assert.equal(run.stderr, 'Configuration error: PORT must be a whole number from 1 to 65535, not "8o8o"\n');
    assert.equal(run.stdout, '');
  });
  it('grants: no source unless GRANTS_SOURCE names one; NIH RePORTER at its public endpoint or NIH_REPORTER_URL', () => {
    assert.deepEqual(loadConfig({}).grants, { source: null });
    assert.deepEqual(loadConfig({ GRANTS_SOURCE: 'nih-reporter' }).grants.source, { kind: 'nih-reporter', url: 'https://api.reporter.nih.gov/v2/projects/search', timeoutMs: 20_000 });
    assert.equal(loadConfig({ GRANTS_SOURCE: 'nih-reporter', NIH_REPORTER_URL: 'http://127.0.0.1:9/v2/projects/search' }).grants.source?.url, 'http://127.0.0.1:9/v2/projects/search');
    assert.match(refusal({ GRANTS_SOURCE: 'grants.gov' }), /^GRANTS_SOURCE must be one of none, nih-reporter/);
    assert.match(refusal({ GRANTS_SOURCE: 'nih-reporter', NIH_REPORTER_URL: 'ftp://x' }), /^NIH_REPORTER_URL must be a URL/);
  });
});
