/**
 * Decides the analytics settings (`analytics.ts`): only an institution administrator sets the
 * source; the same source again is no event; members link their own ORCID / OpenAlex author id
 * (validated; empty unlinks); a sync starts only with a source and never beside a running one
 * (that one is resumed instead); a finish records once, for the running sync.
 */
import type { InstitutionRole } from '@scholarlens/contracts';
import { ANALYTICS_MESSAGES } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type AnalyticsEvent, type AnalyticsState, type AnalyticsSyncFinished, type AnalyticsSyncStarted, analyticsStreamId, evolve, initialAnalyticsState, syncRunning } from './analytics.js';

export type AnalyticsCommand =
  | {
      type: 'ConfigureSource';
      data: { institutionId: string; role: InstitutionRole; byMemberId: string; openAlexId: string; ror: string | null; name: string; countryCode: string | null; institutionType: string | null; at: string };
    }
  | { type: 'LinkAuthor'; data: { institutionId: string; memberId: string; department: string | null; orcid: string | null; openAlexAuthorId: string | null; at: string } }
  | { type: 'StartSync'; data: AnalyticsSyncStarted['data'] }
  | { type: 'FinishSync'; data: AnalyticsSyncFinished['data'] };

/** ORCID iD: four groups of four, the last character a digit or X, with its ISO 7064 11,2 checksum. */
export function validOrcid(orcid: string): boolean {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(orcid)) return false;
  const digits = orcid.replace(/-/g, '');
  let total = 0;
  for (const ch of digits.slice(0, 15)) total = (total + Number(ch)) * 2;
  const check = (12 - (total % 11)) % 11;
  return digits[15] === (check === 10 ? 'X' : String(check));
}

export function decide(command: AnalyticsCommand, state: AnalyticsState): AnalyticsEvent[] {
  switch (command.type) {
    case 'ConfigureSource': {
      const { role, ...c } = command.data;
      if (role !== 'admin') throw new DomainError('forbidden', 'Only the institution\u2019s administrators set the analytics source');
      const s = state.source;
      if (s && s.openAlexId === c.openAlexId && s.ror === c.ror && s.name === c.name) return [];
      return [{ type: 'AnalyticsSourceConfigured', data: c }];
    }
    case 'LinkAuthor': {
      const c = command.data;
      if (c.orcid !== null && !validOrcid(c.orcid)) throw new DomainError('invalid', 'orcid: must be an ORCID iD (0000-0000-0000-000X) with a valid check digit');
      if (c.openAlexAuthorId !== null && !/^A\d{1,12}$/.test(c.openAlexAuthorId)) throw new DomainError('invalid', 'openAlexAuthorId: must be an OpenAlex author id (A followed by digits)');
      const had = state.authors[c.memberId];
      if ((had?.orcid ?? null) === c.orcid && (had?.openAlexAuthorId ?? null) === c.openAlexAuthorId && (had?.department ?? null) === c.department) return [];
      return [{ type: 'AnalyticsAuthorLinked', data: c }];
    }
    case 'StartSync': {
      if (!state.source) throw new DomainError('conflict', ANALYTICS_MESSAGES.notConfigured);
      if (syncRunning(state)) return [];
      return [{ type: 'AnalyticsSyncStarted', data: command.data }];
    }
    case 'FinishSync':
      if (state.lastSync?.syncId !== command.data.syncId || state.lastSync.finished) return [];
      return [{ type: 'AnalyticsSyncFinished', data: command.data }];
  }
}

export const analyticsAggregate: Aggregate<AnalyticsEvent, AnalyticsState, AnalyticsCommand> = {
  streamId: analyticsStreamId,
  initial: initialAnalyticsState,
  evolve,
  decide,
};
