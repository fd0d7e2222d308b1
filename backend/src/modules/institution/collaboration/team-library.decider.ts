/** What adding a paper to a team's library decides (pure; the handler passes the caller's team role and `at`). */
import { TEAM_LIBRARY_LIMITS, TEAM_LIBRARY_MESSAGES, type TeamRole } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { type TeamLibraryEvent, type TeamLibraryPaperAdded, type TeamLibraryState, evolve, initialTeamLibraryState, teamLibraryStreamId } from './team-library.js';

export type AddToTeamLibrary = { type: 'AddToTeamLibrary'; data: TeamLibraryPaperAdded['data'] & { role: TeamRole } };
export type TeamLibraryCommand = AddToTeamLibrary;

export function decide(command: TeamLibraryCommand, state: TeamLibraryState): TeamLibraryEvent[] {
  const { role, ...data } = command.data;
  if (role === 'guest') throw new DomainError('forbidden', TEAM_LIBRARY_MESSAGES.guests);
  if (state.papers.has(data.paperId)) throw new DomainError('conflict', TEAM_LIBRARY_MESSAGES.duplicate);
  if (state.papers.size >= TEAM_LIBRARY_LIMITS.papersPerTeam) throw new DomainError('refused', `library: at most ${TEAM_LIBRARY_LIMITS.papersPerTeam} papers per team`);
  return [{ type: 'TeamLibraryPaperAdded', data }];
}

export const teamLibraryAggregate: Aggregate<TeamLibraryEvent, TeamLibraryState, TeamLibraryCommand> = {
  streamId: teamLibraryStreamId,
  initial: initialTeamLibraryState,
  evolve,
  decide,
};
