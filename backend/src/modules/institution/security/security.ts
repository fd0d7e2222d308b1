/**
 * The security configuration of one institution (stream `security-<institutionId>`, spec inst §2, §3):
 * every change is one event carrying who (user and member), when, from where (the client address),
 * and the old and the new value, so the audit log is these events and any past configuration is a
 * fold of those up to that moment (`configAsOf`).
 *
 * What the enforcement records (violations, members' data access, refused sign-ins) goes to `security-audit-<institutionId>`
 * instead: those are many and never decide anything, and the configuration's stream stays short to fold.
 */
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, type SecuritySetting, type SessionTimeout } from '@scholarlens/contracts';

/** Who changed something, from where, when. */
export interface ChangedBy {
  institutionId: string;
  byUserId: string;
  byMemberId: string;
  ip: string | null;
  at: string;
}

export type SecuritySettingChanged = {
  type: 'SecuritySettingChanged';
  data: ChangedBy & { setting: SecuritySetting; from: boolean | number | null; to: boolean | number };
};
/** `from`/`to`: the whole list before and after. */
export type IpRangeAdded = { type: 'IpRangeAdded'; data: ChangedBy & { ipRange: string; from: string[]; to: string[] } };
export type IpRangeRemoved = { type: 'IpRangeRemoved'; data: ChangedBy & { ipRange: string; from: string[]; to: string[] } };

/** The whole policy before and after (shown to members; the identity provider enforces it). */
export type PasswordPolicyChanged = { type: 'PasswordPolicyChanged'; data: ChangedBy & { from: PasswordPolicy; to: PasswordPolicy } };

/**
 * The institution's data keys destroyed (crypto-shredding): what was sealed under them can no longer
 * be read anywhere, the event log included. The keys themselves are rows, not events
 * (encrypting-content/data-keys.ts); this is the record of who destroyed them.
 */
export type DataKeysDestroyed = { type: 'DataKeysDestroyed'; data: ChangedBy };

export type SecurityEvent = SecuritySettingChanged | IpRangeAdded | IpRangeRemoved | PasswordPolicyChanged | DataKeysDestroyed;
export const SECURITY_EVENT_TYPES = ['SecuritySettingChanged', 'IpRangeAdded', 'IpRangeRemoved', 'PasswordPolicyChanged', 'DataKeysDestroyed'] as const;

/** Recorded by the enforcement on `security-audit-<institutionId>`. `resource`: `METHOD /route/pattern` or the path. */
export type SecurityViolationRecorded = {
  type: 'SecurityViolationRecorded';
  data: { institutionId: string; userId: string; memberId: string; ip: string | null; resource: string; reason: string; at: string };
};
export type DataAccessRecorded = {
  type: 'DataAccessRecorded';
  data: { institutionId: string; userId: string; memberId: string; ip: string | null; resource: string; at: string };
};
/** A member's sign-in refused before any session existed (LOGIN_FAILURE). */
export type SignInRefused = {
  type: 'SignInRefused';
  data: { institutionId: string; userId: string; memberId: string; ip: string | null; reason: string; at: string };
};
export type SecurityAuditEvent = SecurityViolationRecorded | DataAccessRecorded | SignInRefused;
export const SECURITY_AUDIT_EVENT_TYPES = ['SecurityViolationRecorded', 'DataAccessRecorded', 'SignInRefused'] as const;

export interface SecurityState {
  mfaEnabled: boolean;
  auditLogging: boolean;
  dataEncryption: boolean;
  sessionTimeout: SessionTimeout | null;
  ipWhitelist: string[];
  passwordPolicy: PasswordPolicy;
  dataKeysDestroyedAt: string | null;
}

/** An institution that never changed anything: every switch off, no timeout, no list. */
export const initialSecurityState: SecurityState = {
  mfaEnabled: false,
  auditLogging: false,
  dataEncryption: false,
  sessionTimeout: null,
  ipWhitelist: [],
  passwordPolicy: DEFAULT_PASSWORD_POLICY,
  dataKeysDestroyedAt: null,
};

export function evolve(state: SecurityState, event: SecurityEvent): SecurityState {
  switch (event.type) {
    case 'SecuritySettingChanged':
      return { ...state, [event.data.setting]: event.data.to };
    case 'IpRangeAdded':
    case 'IpRangeRemoved':
      return { ...state, ipWhitelist: event.data.to };
    case 'PasswordPolicyChanged':
      return { ...state, passwordPolicy: event.data.to };
    case 'DataKeysDestroyed':
      return { ...state, dataKeysDestroyedAt: event.data.at };
  }
}

/** The configuration as it was at `asOf` (inclusive): the fold of the changes made up to then. */
export function configAsOf(events: readonly SecurityEvent[], asOf: Date | null): SecurityState {
  const until = asOf?.getTime() ?? Number.POSITIVE_INFINITY;
  return events.filter((e) => Date.parse(e.data.at) <= until).reduce(evolve, initialSecurityState);
}

export function securityStreamId(institutionId: string): string {
  return `security-${institutionId}`;
}

export function securityAuditStreamId(institutionId: string): string {
  return `security-audit-${institutionId}`;
}
