/**
 * TEMPORARY: the institution contract as spec inst §3/§7 describe it, until shared-contracts
 * exports it (the backend branch writes it there first); then this file re-exports from there.
 */
export const INSTITUTION_API = {
  institution: '/api/institution',
  users: '/api/institution/users',
  invite: '/api/institution/users/invite',
  teams: '/api/institution/teams',
  usage: '/api/institution/usage',
  activity: '/api/institution/activity',
  suspendUser: (id: string) => `/api/institution/users/${encodeURIComponent(id)}/suspend`,
  reactivateUser: (id: string) => `/api/institution/users/${encodeURIComponent(id)}/reactivate`,
  revokeInvitation: (id: string) => `/api/institution/users/${encodeURIComponent(id)}`,
  teamMembers: (teamId: string) => `/api/institution/teams/${encodeURIComponent(teamId)}/members`,
} as const;

export const TEAM_ROLES = ['admin', 'member', 'guest'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export interface AddTeamMemberRequest {
  userId: string;
  role: TeamRole;
}

export const INSTITUTION_TIERS = ['basic', 'pro', 'enterprise'] as const;
export type InstitutionTier = (typeof INSTITUTION_TIERS)[number];
export const INVITE_ROLES = ['member', 'faculty', 'student', 'researcher'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export interface Institution {
  id: string;
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled: boolean;
}

export interface InstitutionUser {
  id: string;
  email: string;
  department: string | null;
  role: string;
  status: 'active' | 'pending' | 'suspended' | string;
  joinedAt: string | null;
  lastActiveAt: string | null;
}

export interface ResearchTeam {
  id: string;
  name: string;
  description: string | null;
  department: string | null;
  isPublic: boolean;
  maxMembers: number;
  memberCount: number;
  createdAt: string;
}

export interface InstitutionUsageDay {
  date: string;
  papersViewed: number;
  searchesPerformed: number;
  activeUsers: number;
  collaborationEvents: number;
}

export interface InstitutionActivity {
  id: string;
  type: string;
  description: string;
  occurredAt: string;
}

export interface CreateTeamRequest {
  name: string;
  description: string;
  department: string;
  isPublic: boolean;
  maxMembers: number;
}

export interface InviteUserRequest {
  email: string;
  role: InviteRole;
  department: string;
}
