/**
 * An institution's security configuration, folded from its stream (never a second copy). The
 * enforcement asks on every request of a member, so the current one is kept in-process for a few
 * seconds; a change made through this process forgets it at once, and another process sees the
 * change within CACHE_MS (docs/ARCHITECTURE.md §15).
 */
import { Inject, Injectable } from '@nestjs/common';
import { EventStore } from '../../../../platform/event-store/event-store.port.js';
import { type SecurityEvent, type SecurityState, configAsOf, securityStreamId } from '../security.js';

const CACHE_MS = 5_000;

@Injectable()
export class SecurityConfigs {
  private readonly cache = new Map<string, { state: SecurityState; until: number }>();

  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  /** The configuration's changes, oldest first, each with its event id. */
  async changes(institutionId: string): Promise<(SecurityEvent & { id: string })[]> {
    const events = await this.store.readStream(securityStreamId(institutionId));
    return events.map((e) => ({ id: e.id, type: e.type, data: e.data }) as unknown as SecurityEvent & { id: string });
  }

  /** The configuration now (cached), or as it was at `asOf`. */
  async of(institutionId: string, asOf: Date | null = null): Promise<SecurityState> {
    if (asOf) return configAsOf(await this.changes(institutionId), asOf);
    const cached = this.cache.get(institutionId);
    if (cached && cached.until > Date.now()) return cached.state;
    const state = configAsOf(await this.changes(institutionId), null);
    this.cache.set(institutionId, { state, until: Date.now() + CACHE_MS });
    return state;
  }

  forget(institutionId: string): void {
    this.cache.delete(institutionId);
  }
}
