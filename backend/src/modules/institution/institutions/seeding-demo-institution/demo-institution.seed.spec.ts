/**
 * Who gets the demo institution (issue #29 item 1): the embedded default (the local issuer) does;
 * a real deployment (an external issuer) starts with none, and INSTITUTION_DEMO_SEED=false turns it
 * off under the local issuer too. The switch is validated configuration: a malformed value stops the start.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../../../platform/config/config.js';
import { DemoInstitutionSeed } from './demo-institution.seed.js';

describe('demo institution seed', () => {
  it('seeds under the local issuer only, unless turned off', () => {
    assert.equal(DemoInstitutionSeed.wanted(loadConfig({})), true);
    assert.equal(DemoInstitutionSeed.wanted(loadConfig({ INSTITUTION_DEMO_SEED: 'true' })), true);
    assert.equal(DemoInstitutionSeed.wanted(loadConfig({ INSTITUTION_DEMO_SEED: 'false' })), false);
    const external = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'scholarlens', OIDC_CLIENT_SECRET: 'secret' };
    assert.equal(DemoInstitutionSeed.wanted(loadConfig(external)), false, 'a real deployment starts with none');
    assert.equal(DemoInstitutionSeed.wanted(loadConfig({ ...external, INSTITUTION_DEMO_SEED: 'true' })), false, 'never demo accounts of an external issuer');
  });

  it('refuses a malformed switch, naming it', () => {
    assert.throws(() => loadConfig({ INSTITUTION_DEMO_SEED: 'no' }), (e: unknown) => e instanceof ConfigError && /INSTITUTION_DEMO_SEED/.test(e.message) && /"no"/.test(e.message));
  });
});
