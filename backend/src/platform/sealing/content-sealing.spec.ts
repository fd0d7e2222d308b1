import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { ContentSealing } from './content-sealing.js';
import { sealText } from './sealed-text.js';

describe('content sealing', () => {
  it('leaves text as it is while no sealer is registered', async () => {
    const sealing = new ContentSealing();
    assert.equal(await sealing.sealForUser('u1', 'note'), 'note');
    // A credential is never stored readable: without a sealer it is refused.
    await assert.rejects(sealing.sealSecretForInstitution('i1', 'api-key'), /credentials cannot be sealed/);
    assert.deepEqual(await sealing.open(['note']), [{ text: 'note', sealed: false, removed: false }]);
  });

  it('opens sealed text with its key, and reports text whose key is gone as removed', async () => {
    const keys = new Map([['k1', randomBytes(32)]]);
    const sealing = new ContentSealing();
    sealing.register({
      sealForUser: async (_user, text) => sealText(keys.get('k1')!, 'k1', text),
      sealForInstitution: async (_institution, text) => sealText(keys.get('k1')!, 'k1', text),
      sealSecretForInstitution: async (_institution, text) => sealText(keys.get('k1')!, 'k1', text),
      keys: async (ids) => new Map(ids.flatMap((id) => (keys.has(id) ? [[id, keys.get(id)!] as const] : []))),
    });
    const sealed = await sealing.sealForUser('u1', 'kept');
    const orphan = sealText(randomBytes(32), 'k2', 'shredded');
    assert.deepEqual(await sealing.open([sealed, 'plain', orphan]), [
      { text: 'kept', sealed: true, removed: false },
      { text: 'plain', sealed: false, removed: false },
      { text: '', sealed: true, removed: true },
    ]);
    keys.delete('k1');
    assert.deepEqual(await sealing.openOne(sealed), { text: '', sealed: true, removed: true });
  });
});
