import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorStatus } from '@scholarlens/common';
import {
  type AddTeamMemberRequest,
  type CreateTeamRequest,
  type Institution,
  type InstitutionActivity,
  INSTITUTION_API,
  type InstitutionUsageDay,
  type InstitutionUser,
  type InviteUserRequest,
  type ResearchTeam,
} from '@scholarlens/contracts';

/** Every institution query starts with this key, so one invalidation refreshes the portal. */
const ROOT = [INSTITUTION_API.institution] as const;

/**
 * GET /api/institution (inst §7, signed in): the caller's institution, or null when they belong
 * to none (the server answers 404, or an empty body).
 */
export async function fetchInstitution(): Promise<Institution | null> {
  try {
    return (await api.get<Institution | null>(INSTITUTION_API.institution)) ?? null;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const institutionQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: [...ROOT], queryFn: fetchInstitution, enabled: signedIn });

export const useInstitution = (signedIn: boolean) => useQuery(institutionQueryOptions(signedIn));

/** The lists below run only once an institution exists (inst §7). */
const listQuery = <T>(path: string, enabled: boolean) =>
  queryOptions({ queryKey: [...ROOT, path], queryFn: () => api.get<T>(path), enabled });

export const useInstitutionUsers = (enabled: boolean) => useQuery(listQuery<InstitutionUser[]>(INSTITUTION_API.users, enabled));
export const useInstitutionTeams = (enabled: boolean) => useQuery(listQuery<ResearchTeam[]>(INSTITUTION_API.teams, enabled));
export const useInstitutionUsage = (enabled: boolean) => useQuery(listQuery<InstitutionUsageDay[]>(INSTITUTION_API.usage, enabled));
export const useInstitutionActivity = (enabled: boolean) =>
  useQuery(listQuery<InstitutionActivity[]>(INSTITUTION_API.activity, enabled));

/** A command that refreshes every institution figure when it succeeds (stat cards, lists, activity). */
function useInstitutionCommand<TBody, TAnswer>(command: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => client.invalidateQueries({ queryKey: [...ROOT] }) });
}

/** POST /api/institution/teams {name, description, department, isPublic, maxMembers}. */
export const useCreateTeam = () => useInstitutionCommand((body: CreateTeamRequest) => api.post<ResearchTeam>(INSTITUTION_API.teams, body));

/** POST /api/institution/users/invite {email, role, department}. */
export const useInviteUser = () =>
  useInstitutionCommand((body: InviteUserRequest) => api.post<InstitutionUser>(INSTITUTION_API.invite, body));

/** Administrators suspend and reactivate a member, and revoke a pending invitation. */
export type MemberAction = 'suspend' | 'reactivate' | 'revoke';

const memberActions: Record<MemberAction, (id: string) => Promise<unknown>> = {
  suspend: (id) => api.post(INSTITUTION_API.suspendUser(id)),
  reactivate: (id) => api.post(INSTITUTION_API.reactivateUser(id)),
  revoke: (id) => api.delete(INSTITUTION_API.revokeInvitation(id)),
};

export const useMemberAction = () =>
  useInstitutionCommand(({ action, userId }: { action: MemberAction; userId: string }) => memberActions[action](userId));

/** Adds an institution member to a team with a team role. */
export const useAddTeamMember = () =>
  useInstitutionCommand(({ teamId, body }: { teamId: string; body: AddTeamMemberRequest }) =>
    api.post(INSTITUTION_API.teamMembers(teamId), body),
  );
