/**
 * What each change of an institution's security configuration decides (pure). Only institution
 * administrators change anything; a change to the same value is no event; the IP whitelist holds
 * normalised ranges, refuses duplicates, and refuses a list that would lock out the address the
 * administrator is saving it from (while the list has entries, only its addresses get in).
 */
import { INSTITUTION_MESSAGES, type InstitutionRole, PASSWORD_POLICY_LIMITS, type PasswordPolicy, SECURITY_MESSAGES, type SecuritySetting } from '@scholarlens/contracts';
import { DomainError } from '../../../platform/domain/domain-error.js';
import type { Aggregate } from '../../../platform/event-store/aggregate.js';
import { addressInRanges, normaliseIpRange } from './ip-ranges.js';
import { type ChangedBy, type SecurityEvent, type SecurityState, evolve, initialSecurityState, securityStreamId } from './security.js';

/** Who changes the configuration, from where and when, as every command carries it. */
export type By = ChangedBy & { role: InstitutionRole };

export type ChangeSecuritySetting = { type: 'ChangeSecuritySetting'; data: By & { setting: SecuritySetting; value: boolean | number } };
export type AddIpRange = { type: 'AddIpRange'; data: By & { ipRange: string } };
export type RemoveIpRange = { type: 'RemoveIpRange'; data: By & { ipRange: string } };
export type ChangePasswordPolicy = { type: 'ChangePasswordPolicy'; data: By & { policy: PasswordPolicy } };
/** `hasLiveKey`: whether the institution has a data key to destroy (read by the handler from the key store). */
export type DestroyDataKeys = { type: 'DestroyDataKeys'; data: By & { hasLiveKey: boolean } };
export type SecurityCommand = ChangeSecuritySetting | AddIpRange | RemoveIpRange | ChangePasswordPolicy | DestroyDataKeys;
/** A command without its who-when-where: what an administrator asks for. */
export type SecurityChange = SecurityCommand extends infer C ? (C extends { type: infer T; data: infer D } ? { type: T } & Omit<D, keyof By | 'hasLiveKey'> : never) : never;

function changedBy({ institutionId, byUserId, byMemberId, ip, at }: By): ChangedBy {
  return { institutionId, byUserId, byMemberId, ip, at };
}

/** A non-empty list must admit the address it is saved from. */
function assertNoLockout(list: string[], ip: string | null): void {
  if (list.length > 0 && (ip === null || !addressInRanges(ip, list))) throw new DomainError('conflict', SECURITY_MESSAGES.lockout);
}

export function decide(command: SecurityCommand, state: SecurityState): SecurityEvent[] {
  if (command.data.role !== 'admin') throw new DomainError('forbidden', INSTITUTION_MESSAGES.adminsOnly);
  switch (command.type) {
    case 'ChangeSecuritySetting': {
      const { setting, value } = command.data;
      const from = state[setting];
      if (from === value) return [];
      return [{ type: 'SecuritySettingChanged', data: { ...changedBy(command.data), setting, from, to: value } }];
    }
    case 'AddIpRange': {
      const ipRange = normaliseIpRange(command.data.ipRange);
      if (state.ipWhitelist.includes(ipRange)) throw new DomainError('conflict', SECURITY_MESSAGES.duplicateRange);
      const to = [...state.ipWhitelist, ipRange];
      assertNoLockout(to, command.data.ip);
      return [{ type: 'IpRangeAdded', data: { ...changedBy(command.data), ipRange, from: state.ipWhitelist, to } }];
    }
    case 'RemoveIpRange': {
      let ipRange: string;
      try {
        ipRange = normaliseIpRange(command.data.ipRange);
      } catch {
        throw new DomainError('not-found', SECURITY_MESSAGES.rangeNotFound);
      }
      if (!state.ipWhitelist.includes(ipRange)) throw new DomainError('not-found', SECURITY_MESSAGES.rangeNotFound);
      const to = state.ipWhitelist.filter((r) => r !== ipRange);
      assertNoLockout(to, command.data.ip);
      return [{ type: 'IpRangeRemoved', data: { ...changedBy(command.data), ipRange, from: state.ipWhitelist, to } }];
    }
    case 'ChangePasswordPolicy': {
      const { policy } = command.data;
      const { minLength, maxAge } = PASSWORD_POLICY_LIMITS;
      if (!Number.isInteger(policy.minLength) || policy.minLength < minLength.min || policy.minLength > minLength.max) {
        throw new DomainError('invalid', `minLength: must be an integer from ${minLength.min} to ${minLength.max}`);
      }
      if (!Number.isInteger(policy.maxAge) || policy.maxAge < maxAge.min || policy.maxAge > maxAge.max) {
        throw new DomainError('invalid', `maxAge: must be an integer from ${maxAge.min} to ${maxAge.max} (days; 0: never expires)`);
      }
      const to: PasswordPolicy = {
        minLength: policy.minLength,
        maxAge: policy.maxAge,
        requireUppercase: policy.requireUppercase,
        requireNumbers: policy.requireNumbers,
        requireSpecialChars: policy.requireSpecialChars,
      };
      const from = state.passwordPolicy;
      if ((Object.keys(to) as (keyof PasswordPolicy)[]).every((k) => from[k] === to[k])) return [];
      return [{ type: 'PasswordPolicyChanged', data: { ...changedBy(command.data), from, to } }];
    }
    case 'DestroyDataKeys': {
      if (!command.data.hasLiveKey) throw new DomainError('conflict', SECURITY_MESSAGES.noDataKeys);
      return [{ type: 'DataKeysDestroyed', data: changedBy(command.data) }];
    }
  }
}

export const securityAggregate: Aggregate<SecurityEvent, SecurityState, SecurityCommand> = {
  streamId: securityStreamId,
  initial: initialSecurityState,
  evolve,
  decide,
};
