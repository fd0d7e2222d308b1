import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { isSealed, openText, sealText, sealedKeyId, unwrapKey, wrapKey } from './sealed-text.js';

const key = randomBytes(32);
const keyId = '0b9f7c1e-52a4-4f0e-9d55-1f0c2b3a4d5e';

describe('sealed text', () => {
  it('opens to the text it sealed, and does not show it', () => {
    const sealed = sealText(key, keyId, 'Ünïcode notes: ∑ x² — 🧪');
    assert.ok(isSealed(sealed));
    assert.equal(sealedKeyId(sealed), keyId);
    assert.ok(!sealed.includes('notes'));
    assert.equal(openText(key, sealed), 'Ünïcode notes: ∑ x² — 🧪');
  });

  it('seals the same text differently each time (a fresh IV)', () => {
    assert.notEqual(sealText(key, keyId, 'same'), sealText(key, keyId, 'same'));
  });

  it('refuses another key, a changed byte and a key id swapped in', () => {
    const sealed = sealText(key, keyId, 'secret');
    assert.throws(() => openText(randomBytes(32), sealed));
    const body = Buffer.from(sealed.split(':')[3], 'base64url');
    body[body.length - 1] ^= 1;
    assert.throws(() => openText(key, `sealed:v1:${keyId}:${body.toString('base64url')}`));
    assert.throws(() => openText(key, sealed.replace(keyId, 'another-key')));
  });

  it('tells plain text from sealed text', () => {
    assert.equal(isSealed('a plain note'), false);
    assert.equal(sealedKeyId('a plain note'), null);
    assert.throws(() => openText(key, 'a plain note'), /Not sealed/);
  });

  it('wraps a data key under the master key, bound to its id', () => {
    const master = randomBytes(32);
    const wrapped = wrapKey(master, keyId, key);
    assert.ok(!wrapped.includes(key));
    assert.deepEqual(unwrapKey(master, keyId, wrapped), key);
    assert.throws(() => unwrapKey(master, 'other-id', wrapped));
    assert.throws(() => unwrapKey(randomBytes(32), keyId, wrapped));
  });
});
