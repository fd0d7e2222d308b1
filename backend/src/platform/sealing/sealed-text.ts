/**
 * Text sealed with AES-256-GCM under a data key (docs/ARCHITECTURE.md §15, data encryption): a
 * string that says which key sealed it, so a reader can find the key, and that cannot be opened,
 * nor changed unnoticed, without it. `sealed:v1:<keyId>:<base64url(iv ‖ tag ‖ ciphertext)>`; the key
 * id is authenticated too, so a sealed text cannot be passed off as another key's.
 * Data keys are kept wrapped (sealed the same way) under the master key from configuration.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** The id of the key that sealed `value`, or null when it is not sealed text. */
export function sealedKeyId(value: string): string | null {
  if (!isSealed(value)) return null;
  const end = value.indexOf(':', PREFIX.length);
  return end > PREFIX.length ? value.slice(PREFIX.length, end) : null;
}

export function sealText(key: Buffer, keyId: string, text: string): string {
  return `${PREFIX}${keyId}:${encrypt(key, keyId, Buffer.from(text, 'utf8')).toString('base64url')}`;
}

/** The plain text; throws when the key is not the one that sealed it or the text was changed. */
export function openText(key: Buffer, value: string): string {
  const keyId = sealedKeyId(value);
  if (keyId === null) throw new Error('Not sealed text');
  return decrypt(key, keyId, Buffer.from(value.slice(PREFIX.length + keyId.length + 1), 'base64url')).toString('utf8');
}

/** A data key sealed under the master key, bound to its id (a wrapped key cannot be moved to another row). */
export function wrapKey(masterKey: Buffer, keyId: string, dataKey: Buffer): Buffer {
  return encrypt(masterKey, keyId, dataKey);
}

export function unwrapKey(masterKey: Buffer, keyId: string, wrapped: Buffer): Buffer {
  return decrypt(masterKey, keyId, wrapped);
}

function encrypt(key: Buffer, keyId: string, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(keyId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, keyId: string, sealed: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed data is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(keyId, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
