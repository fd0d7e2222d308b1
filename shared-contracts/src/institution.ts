/**
 * The institution portal's contract (spec inst §2 /institution, §3–§8) and the admin console's
 * Institutions panel: the institution, its members and invitations, research teams, usage per day and
 * recent activity. Every /api/institution/* answer is about the caller's own institution.
 */

export const INSTITUTION_TIERS = ['basic', 'pro', 'enterprise'] as const;
export type InstitutionTier = (typeof INSTITUTION_TIERS)[number];

/** Roles an institution administrator may give on invite (spec inst §5, §6); `member` is the default. */
export const INVITE_ROLES = ['member', 'faculty', 'student', 'researcher'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
/** A member's role: an invite role, or `admin` (the institution's administrators, who invite and manage members). */
export type InstitutionRole = InviteRole | 'admin';

/** `pending` until the invited person signs in; `suspended` is the spec's "other" status (shown red). */
export const INSTITUTION_USER_STATUSES = ['active', 'pending', 'suspended'] as const;
export type InstitutionUserStatus = (typeof INSTITUTION_USER_STATUSES)[number];

export const TEAM_ROLES = ['admin', 'member', 'guest'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Team max members (spec inst §5, §9): 1 to 200, 50 when empty or zero. */
export const TEAM_LIMITS = { minMembers: 1, maxMembers: 200, defaultMaxMembers: 50 } as const;
export const INSTITUTION_LIMITS = { maxUsersMax: 1_000_000, nameMaxLength: 200, textMaxLength: 2_000, usageDaysMax: 366 } as const;

/** GET /api/institution: the caller's institution (404 when the caller has none). */
export interface Institution {
  id: string;
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled: boolean;
  /** Members with status active (the Active Users card counts them against maxUsers). */
  activeUsers: number;
  /** Invitations not accepted yet; active + pending never exceeds maxUsers. */
  pendingUsers: number;
  teamCount: number;
  /** The caller's own membership, so the portal knows whether to offer Invite User. */
  myRole: InstitutionRole;
  myMemberId: string;
  createdAt: string;
}

/** GET /api/institution/users items (spec inst §3 "Institution user"). `id` is the membership id. */
export interface InstitutionUser {
  id: string;
  email: string;
  /** null when none was given (the portal shows 'No department'). */
  department: string | null;
  role: InstitutionRole;
  status: InstitutionUserStatus;
  /** ISO instants; joinedAt is null while pending, lastActiveAt null until first activity ('Never active'). */
  invitedAt: string;
  joinedAt: string | null;
  lastActiveAt: string | null;
}

/** Body of POST /api/institution/users/invite (spec inst §3, §5); role defaults to member. */
export interface InviteUserRequest {
  email: string;
  role?: InviteRole;
  department?: string;
}

/** GET /api/institution/teams items (spec inst §3 "Research team") with the current member count. */
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

/** Body of POST /api/institution/teams (spec inst §3, §5); maxMembers 0 or absent means 50. */
export interface CreateTeamRequest {
  name: string;
  description?: string;
  department?: string;
  isPublic?: boolean;
  maxMembers?: number;
}

/** GET /api/institution/teams/:teamId/members items. */
export interface TeamMember {
  /** The institution membership id (InstitutionUser.id). */
  memberId: string;
  email: string;
  role: TeamRole;
  addedAt: string;
}

/** Body of POST /api/institution/teams/:teamId/members: an active member of the same institution. */
export interface AddTeamMemberRequest {
  memberId: string;
  role?: TeamRole;
}

/**
 * GET /api/institution/usage items (spec inst §3 "Usage record"): one per UTC day, oldest first, the
 * last one today, days without activity as zeros. `?days=N` (1–366, default 31).
 */
export interface InstitutionUsageDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  papersViewed: number;
  searchesPerformed: number;
  /** Distinct members active that day. */
  activeUsers: number;
  /** Teams created, team members added and chat messages posted (paper shares included). */
  collaborationEvents: number;
}

export const INSTITUTION_ACTIVITY_KINDS = [
  'institution-created',
  'member-invited',
  'member-joined',
  'member-suspended',
  'member-reactivated',
  'invitation-revoked',
  'team-created',
  'team-member-added',
] as const;
export type InstitutionActivityKind = (typeof INSTITUTION_ACTIVITY_KINDS)[number];

/** GET /api/institution/activity items: the institution's latest events, newest first (at most 20). */
export interface InstitutionActivity {
  id: string;
  kind: InstitutionActivityKind;
  /** E-mail of the member who acted; null for the console or the system. */
  actorEmail: string | null;
  /** What it is about: a member's e-mail or a team's name. */
  subject: string;
  at: string;
}

/** One line for a Recent Activity entry. */
export function describeInstitutionActivity(a: Pick<InstitutionActivity, 'kind' | 'subject'>): string {
  switch (a.kind) {
    case 'institution-created':
      return `Institution ${a.subject} created`;
    case 'member-invited':
      return `${a.subject} was invited`;
    case 'member-joined':
      return `${a.subject} joined`;
    case 'member-suspended':
      return `${a.subject} was suspended`;
    case 'member-reactivated':
      return `${a.subject} was reactivated`;
    case 'invitation-revoked':
      return `Invitation of ${a.subject} revoked`;
    case 'team-created':
      return `Team ${a.subject} created`;
    case 'team-member-added':
      return `${a.subject} joined a team`;
  }
}

/** GET /api/admin/institutions items and the answer of POST/PATCH (admin console Institutions panel). */
export interface AdminInstitution {
  id: string;
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled: boolean;
  activeUsers: number;
  pendingUsers: number;
  teamCount: number;
  /** E-mails of the institution's administrators (active or invited). */
  adminEmails: string[];
  createdAt: string;
}

/** Body of POST /api/admin/institutions; adminEmail is invited as the institution's administrator. */
export interface CreateInstitutionRequest {
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled?: boolean;
  adminEmail: string;
}

/** Body of PATCH /api/admin/institutions/:id: any subset; maxUsers never below active + pending. */
export interface UpdateInstitutionRequest {
  name?: string;
  domain?: string;
  subdomain?: string;
  tier?: InstitutionTier;
  maxUsers?: number;
  ssoEnabled?: boolean;
}

export const INSTITUTION_API = {
  institution: '/api/institution',
  users: '/api/institution/users',
  invite: '/api/institution/users/invite',
  suspendUser: (memberId: string) => `/api/institution/users/${encodeURIComponent(memberId)}/suspend`,
  reactivateUser: (memberId: string) => `/api/institution/users/${encodeURIComponent(memberId)}/reactivate`,
  /** DELETE: revokes a pending invitation. */
  revokeInvitation: (memberId: string) => `/api/institution/users/${encodeURIComponent(memberId)}`,
  teams: '/api/institution/teams',
  teamMembers: (teamId: string) => `/api/institution/teams/${encodeURIComponent(teamId)}/members`,
  usage: '/api/institution/usage',
  activity: '/api/institution/activity',
  adminInstitutions: '/api/admin/institutions',
  adminInstitution: (id: string) => `/api/admin/institutions/${encodeURIComponent(id)}`,
} as const;

/** Spec inst §2, §8 strings, verbatim. */
export const INSTITUTION_MESSAGES = {
  portalTitle: 'Institution Portal',
  noInstitution: 'No Institution Found',
  noInstitutionBody: 'You are not associated with any institution yet',
  contactSales: 'Contact Sales',
  noTeams: 'No research teams yet',
  createFirstTeam: 'Create Your First Team',
  noDepartment: 'No department',
  neverActive: 'Never active',
  teamCreated: 'Research team created successfully!',
  userInvited: 'User invitation sent successfully!',
  /** Server answers (404/403/409 bodies). */
  notAMember: 'No Institution Found',
  adminsOnly: 'Only institution administrators can do this',
  memberNotFound: 'Member not found',
  teamNotFound: 'Team not found',
  institutionNotFound: 'Institution not found',
} as const;

/** The name of the institution created at first start for the local issuer's demo accounts. */
export const DEMO_INSTITUTION = {
  name: 'ScholarLens Demo University (demo institution)',
  domain: 'scholarlens.local',
  subdomain: 'demo',
  tier: 'pro' as InstitutionTier,
  maxUsers: 25,
} as const;
