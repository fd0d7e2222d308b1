/**
 * Security management's contract (spec inst §2 "Security management", §3, §7 /api/security/*, §9 score):
 * the institution's security configuration, its status and score, and the audit log, which is read
 * from the event log. Every answer is about the caller's own institution.
 */

/** Session timeout choices in minutes (the select of the authentication tab). */
export const SESSION_TIMEOUTS = [15, 30, 60, 120, 240, 480] as const;
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];

/** The settings PATCH /api/security/config takes, one per request. */
export const SECURITY_SWITCHES = ['mfaEnabled', 'auditLogging', 'dataEncryption'] as const;
export type SecuritySwitch = (typeof SECURITY_SWITCHES)[number];
export type SecuritySetting = SecuritySwitch | 'sessionTimeout';

export interface PasswordPolicy {
  minLength: number;
  /** Days. */
  maxAge: number;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSpecialChars: boolean;
}

/** GET /api/security/config (spec inst §3). `sessionTimeout` null: none configured (the platform's session lifetime applies). */
export interface SecurityConfig {
  mfaEnabled: boolean;
  auditLogging: boolean;
  dataEncryption: boolean;
  sessionTimeout: SessionTimeout | null;
  ipWhitelist: string[];
  passwordPolicy: PasswordPolicy;
  /** When the institution last destroyed its data keys (crypto-shredding), null if never. */
  dataKeysDestroyedAt: string | null;
  /** The moment this configuration is folded up to (`?asOf=`), null for now. */
  asOf: string | null;
}

/** PATCH /api/security/config: exactly one of these. */
export type UpdateSecurityConfigRequest =
  | { mfaEnabled: boolean }
  | { auditLogging: boolean }
  | { dataEncryption: boolean }
  | { sessionTimeout: SessionTimeout };

/** POST /api/security/ip-whitelist. */
export interface AddIpRangeRequest {
  ipRange: string;
}

export type SecurityBand = 'green' | 'yellow' | 'red';

/** GET /api/security/status (spec inst §3) with the §9 score. */
export interface SecurityStatus {
  mfaEnabled: boolean;
  ipWhitelistActive: boolean;
  sessionTimeoutConfigured: boolean;
  auditLoggingActive: boolean;
  dataEncryptionEnabled: boolean;
  /** Failed sign-ins of the institution's members in the 24 h before now (or `asOf`), from the event log. */
  recentFailedLogins: number;
  /** Live sessions of the institution's members; null for a past moment (sessions are not events). */
  activeSessions: number | null;
  /** Security violations in the same 24 h. */
  recentViolations: number;
  score: number;
  band: SecurityBand;
  /** Each part of the score: points earned of points possible. */
  breakdown: { label: string; points: number; max: number }[];
  asOf: string | null;
}

/** Spec inst §9: MFA 20, IP whitelist active 15, session timeout configured 15, audit logging 20, data encryption 20, zero recent failed logins 10. */
export const SECURITY_SCORE_PARTS = [
  { key: 'mfaEnabled', label: 'Multi-Factor Auth', max: 20 },
  { key: 'ipWhitelistActive', label: 'IP Whitelist', max: 15 },
  { key: 'sessionTimeoutConfigured', label: 'Session Timeout', max: 15 },
  { key: 'auditLoggingActive', label: 'Audit Logging', max: 20 },
  { key: 'dataEncryptionEnabled', label: 'Data Encryption', max: 20 },
  { key: 'noRecentFailedLogins', label: 'No Failed Logins (24 h)', max: 10 },
] as const;

type ScoreInput = Pick<
  SecurityStatus,
  'mfaEnabled' | 'ipWhitelistActive' | 'sessionTimeoutConfigured' | 'auditLoggingActive' | 'dataEncryptionEnabled' | 'recentFailedLogins'
>;

export function securityScore(s: ScoreInput): { score: number; breakdown: SecurityStatus['breakdown'] } {
  const earned: Record<(typeof SECURITY_SCORE_PARTS)[number]['key'], boolean> = {
    mfaEnabled: s.mfaEnabled,
    ipWhitelistActive: s.ipWhitelistActive,
    sessionTimeoutConfigured: s.sessionTimeoutConfigured,
    auditLoggingActive: s.auditLoggingActive,
    dataEncryptionEnabled: s.dataEncryptionEnabled,
    noRecentFailedLogins: s.recentFailedLogins === 0,
  };
  const breakdown = SECURITY_SCORE_PARTS.map((p) => ({ label: p.label, points: earned[p.key] ? p.max : 0, max: p.max }));
  return { score: breakdown.reduce((sum, p) => sum + p.points, 0), breakdown };
}

/** Spec inst §9 bands: 90 or more green, 70 to 89 yellow, below 70 red. */
export function securityBand(score: number): SecurityBand {
  if (score >= 90) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

/** Spec inst §3 audit actions. */
export const AUDIT_ACTIONS = ['LOGIN_SUCCESS', 'LOGIN_FAILURE', 'DATA_ACCESS', 'CONFIG_CHANGE', 'SECURITY_VIOLATION'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit tab's event-type filter (spec inst §2): label → the actions it shows. */
export const AUDIT_FILTERS = [
  { value: 'all', label: 'All Events', actions: AUDIT_ACTIONS },
  { value: 'login', label: 'Login Events', actions: ['LOGIN_SUCCESS', 'LOGIN_FAILURE'] },
  { value: 'DATA_ACCESS', label: 'Data Access', actions: ['DATA_ACCESS'] },
  { value: 'CONFIG_CHANGE', label: 'Config Changes', actions: ['CONFIG_CHANGE'] },
  { value: 'SECURITY_VIOLATION', label: 'Security Violations', actions: ['SECURITY_VIOLATION'] },
] as const;

/** One audit log entry (spec inst §3): `id` is the event's id in the log. */
export interface AuditLogEntry {
  id: string;
  action: AuditAction;
  userId: string | null;
  resource: string;
  ipAddress: string | null;
  success: boolean;
  timestamp: string;
  /** What changed, for CONFIG_CHANGE: the setting, its old and new value. */
  change?: { setting: string; from: unknown; to: unknown };
}

export const AUDIT_LOG_LIMITS = { defaultLimit: 50, maxLimit: 200 } as const;

/**
 * GET /api/security/audit-logs query: `action` one or more AUDIT_ACTIONS (comma-separated), `userId`,
 * `from`/`to` ISO instants, `cursor` (the previous page's X-Next-Cursor), `limit`. Newest first.
 */
export interface AuditLogQuery {
  action?: string;
  userId?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: string;
}

export const SECURITY_API = {
  config: '/api/security/config',
  status: '/api/security/status',
  auditLogs: '/api/security/audit-logs',
  /** GET: the audit log (same filters) as CSV. */
  auditLogsCsv: '/api/security/audit-logs/export.csv',
  /** GET: the configuration and score at `to` (or now) and the filtered log, as a PDF report. */
  auditLogsPdf: '/api/security/audit-logs/export.pdf',
  ipWhitelist: '/api/security/ip-whitelist',
  /** PUT: the whole password policy. */
  passwordPolicy: '/api/security/password-policy',
  /** DELETE: removes one entry (the spec's Remove button). */
  ipWhitelistEntry: (ipRange: string) => `/api/security/ip-whitelist/${encodeURIComponent(ipRange)}`,
  /** DELETE: destroys the institution's data keys (crypto-shredding what they sealed). */
  dataKeys: '/api/security/data-keys',
} as const;

/** Spec inst §2, §8 strings verbatim, and the server's answers. */
export const SECURITY_MESSAGES = {
  configUpdated: 'Security configuration updated successfully!',
  configFailed: 'Failed to update security configuration',
  ipAdded: 'IP range added successfully!',
  ipFailed: 'Failed to add IP range',
  noAuditLogs: 'No audit logs available',
  signInPrompt: 'Sign in to access security management',
  /** Server answers. */
  addressRefused: 'Access from your network address is not allowed by your institution’s IP whitelist',
  sessionExpired: 'Your session ended after inactivity longer than your institution’s session timeout. Sign in again.',
  mfaRequired: 'Your institution requires multi-factor authentication: sign in again with your authenticator code.',
  lockout: 'This change would lock you out: your current address is not in the resulting IP whitelist',
  duplicateRange: 'This IP range is already in the whitelist',
  rangeNotFound: 'This IP range is not in the whitelist',
  auditAdminsOnly: 'Only institution administrators can read the audit log',
  masterKeyMissing: 'Data encryption needs a master key: set DATA_ENCRYPTION_MASTER_KEY on the server first',
  encryptionUnavailable: 'Your institution encrypts its data, but the server has no master key to do it with (DATA_ENCRYPTION_MASTER_KEY): nothing was saved',
  dataKeysDestroyed: 'Encryption keys destroyed: content encrypted with them can no longer be read',
  noDataKeys: 'There is no encryption key to destroy',
  /** Shown in place of a note or message whose institution destroyed its key (crypto-shredding). */
  contentRemoved: 'content removed',
} as const;

/** PUT /api/security/password-policy takes a whole PasswordPolicy within these limits (maxAge 0: never expires). */
export const PASSWORD_POLICY_LIMITS = { minLength: { min: 8, max: 128 }, maxAge: { min: 0, max: 365 } } as const;

/** Password policy: stored and shown; passwords themselves live with the identity provider. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 12,
  maxAge: 90,
  requireUppercase: true,
  requireNumbers: true,
  requireSpecialChars: true,
};

/**
 * How a note or chat message is stored (the institution's data encryption, §15): `plain`;
 * `encrypted`, sealed under the institution's data key (shown to members as plain text);
 * `removed`, sealed under a key the institution destroyed: nothing of it can be read (shown as
 * SECURITY_MESSAGES.contentRemoved).
 */
export type ContentProtection = 'plain' | 'encrypted' | 'removed';
