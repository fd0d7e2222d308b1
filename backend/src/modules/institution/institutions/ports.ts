/** What the institutions context uses of others: the accounts context's user streams, and team counts from the teams context. */
export { userIdOfStream } from '../../accounts/user.js';
export { TeamCountsQuery } from '../teams/teams-by-institution/teams-by-institution.query.js';
export type { TeamCreated, TeamMemberAdded } from '../teams/team.js';
import type { TeamCreated, TeamMemberAdded } from '../teams/team.js';
export type TeamCreatedData = TeamCreated['data'];
export type TeamMemberAddedData = TeamMemberAdded['data'];
export type { MessagePosted } from '../collaboration/channel.js';
import type { MessagePosted } from '../collaboration/channel.js';
export type MessagePostedData = MessagePosted['data'];
