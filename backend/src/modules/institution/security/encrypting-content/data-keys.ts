/**
 * Institutions' data keys (`institution_data_keys`): 32 random bytes each, stored only wrapped by
 * the master key from configuration. Keys are not events: destroying one must really destroy it
 * (crypto-shredding), which an append-only log cannot do; the security stream records who destroyed
 * them and when (`DataKeysDestroyed`). Unwrapped keys are kept in-process for a few seconds: another
 * process stops opening content within CACHE_MS of a destruction, this one at once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../../../platform/domain/domain-error.js';
import type { AppConfig } from '../../../../platform/config/config.js';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { Pool } from '../../../../platform/database/database.js';
import { PG_POOL } from '../../../../platform/database/database.module.js';
import { KEY_BYTES, unwrapKey, wrapKey } from '../../../../platform/sealing/sealed-text.js';
import { SECURITY_MESSAGES } from '@scholarlens/contracts';

const CACHE_MS = 5_000;

export interface DataKey {
  id: string;
  key: Buffer;
}

@Injectable()
export class DataKeys {
  private readonly live = new Map<string, { key: DataKey; until: number }>();
  private readonly byId = new Map<string, { key: Buffer | null; until: number }>();
  private readonly logger = new Logger('DataKeys');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The institution's live key, made on first use (concurrent first uses agree on one). */
  async liveKey(institutionId: string): Promise<DataKey> {
    const cached = this.live.get(institutionId);
    if (cached && cached.until > Date.now()) return cached.key;
    const master = this.masterKey();
    let row = await this.liveRow(institutionId);
    if (!row) {
      const id = randomUUID();
      await this.pool.query(
        'insert into institution_data_keys (id, institution_id, wrapped_key) values ($1, $2, $3) on conflict (institution_id) where destroyed_at is null do nothing',
        [id, institutionId, wrapKey(master, id, randomBytes(KEY_BYTES))],
      );
      row = await this.liveRow(institutionId);
      if (!row) throw new Error(`No data key for institution ${institutionId}`);
    }
    const key = { id: row.id, key: unwrapKey(master, row.id, row.wrapped_key) };
    this.live.set(institutionId, { key, until: Date.now() + CACHE_MS });
    return key;
  }

  /** The keys of these ids that still exist, unwrapped. */
  async keys(ids: readonly string[]): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.byId.get(id);
      if (cached && cached.until > Date.now()) {
        if (cached.key) found.set(id, cached.key);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const uuids = missing.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const { rows } = await this.pool.query<{ id: string; wrapped_key: Buffer | null }>(
      'select id, wrapped_key from institution_data_keys where id = any($1::uuid[])',
      [uuids],
    );
    const wrapped = new Map(rows.map((r) => [r.id, r.wrapped_key]));
    for (const id of missing) {
      const key = this.unwrap(id, wrapped.get(id) ?? null);
      this.byId.set(id, { key, until: Date.now() + CACHE_MS });
      if (key) found.set(id, key);
    }
    return found;
  }

  /** Destroys every key of the institution; answers how many there were. */
  async destroy(institutionId: string): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(
      'update institution_data_keys set wrapped_key = null, destroyed_at = now() where institution_id = $1 and destroyed_at is null returning id',
      [institutionId],
    );
    this.live.delete(institutionId);
    for (const { id } of rows) this.byId.set(id, { key: null, until: Number.POSITIVE_INFINITY });
    return rows.length;
  }

  async hasLiveKey(institutionId: string): Promise<boolean> {
    return (await this.liveRow(institutionId)) !== null;
  }

  private masterKey(): Buffer {
    const master = this.config.dataEncryption.masterKey;
    if (!master) throw new DomainError('unavailable', SECURITY_MESSAGES.encryptionUnavailable);
    return master;
  }

  private unwrap(id: string, wrapped: Buffer | null): Buffer | null {
    const master = this.config.dataEncryption.masterKey;
    if (!wrapped || !master) return null;
    try {
      return unwrapKey(master, id, wrapped);
    } catch {
      // Wrapped under another master key: the content stays unreadable until that key is configured again.
      this.logger.warn(`Data key ${id} does not open with DATA_ENCRYPTION_MASTER_KEY`);
      return null;
    }
  }

  private async liveRow(institutionId: string): Promise<{ id: string; wrapped_key: Buffer } | null> {
    const { rows } = await this.pool.query<{ id: string; wrapped_key: Buffer }>(
      'select id, wrapped_key from institution_data_keys where institution_id = $1 and destroyed_at is null',
      [institutionId],
    );
    return rows[0] ?? null;
  }
}
