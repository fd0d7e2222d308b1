/**
 * The master key that wraps institutions' data keys (docs/ARCHITECTURE.md §15, data encryption;
 * README "Configuration"): DATA_ENCRYPTION_MASTER_KEY, 32 bytes as 64 hex digits or base64.
 * Unset, development uses a key derived from a constant anyone can read here, which keeps
 * `npm start` working offline; production has none, and turning data encryption on is refused
 * until one is set (sealing under a public key would only pretend to protect anything).
 */
import { createHash } from 'node:crypto';
import { ConfigError } from './env.js';

export interface DataEncryptionConfig {
  /** Null in production without DATA_ENCRYPTION_MASTER_KEY. */
  masterKey: Buffer | null;
  /** Whether masterKey is the development default (the security panel says so). */
  developmentKey: boolean;
}

const DEV_MASTER_KEY = createHash('sha256').update('scholarlens-dev-data-encryption-master-key').digest();

export function loadDataEncryptionConfig(env: NodeJS.ProcessEnv, production: boolean): DataEncryptionConfig {
  const raw = env.DATA_ENCRYPTION_MASTER_KEY?.trim();
  if (!raw) return production ? { masterKey: null, developmentKey: false } : { masterKey: DEV_MASTER_KEY, developmentKey: true };
  const key = Buffer.from(raw, /^[0-9a-f]{64}$/i.test(raw) ? 'hex' : 'base64');
  if (key.length !== 32) {
    throw new ConfigError('DATA_ENCRYPTION_MASTER_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)');
  }
  if (key.equals(DEV_MASTER_KEY)) throw new ConfigError('DATA_ENCRYPTION_MASTER_KEY must not be the development key');
  return { masterKey: key, developmentKey: false };
}
