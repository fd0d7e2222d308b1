import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type InstitutionRole, SECURITY_MESSAGES } from '@scholarlens/contracts';
import { isDomainError } from '../../../platform/domain/domain-error.js';
import { addressInRanges, normaliseIpRange } from './ip-ranges.js';
import { type SecurityCommand, decide } from './security.decider.js';
import { type SecurityEvent, configAsOf, evolve, initialSecurityState } from './security.js';

const institutionId = '0b5a3c1e-1111-4222-8333-444455556666';
const by: { institutionId: string; byUserId: string; byMemberId: string; role: InstitutionRole; ip: string; at: string } = {
  institutionId,
  byUserId: 'u-marie',
  byMemberId: 'm-marie',
  role: 'admin',
  ip: '10.1.2.3', at: '2026-03-01T10:00:00.000Z' };
const who = { institutionId, byUserId: 'u-marie', byMemberId: 'm-marie', ip: '10.1.2.3', at: by.at };

function given(...events: SecurityEvent[]) {
  const state = events.reduce(evolve, initialSecurityState);
  return { when: (command: SecurityCommand) => decide(command, state) };
}
const add = (ipRange: string, over: Partial<typeof by> = {}): SecurityCommand => ({ type: 'AddIpRange', data: { ...by, ...over, ipRange } });
const remove = (ipRange: string, over: Partial<typeof by> = {}): SecurityCommand => ({ type: 'RemoveIpRange', data: { ...by, ...over, ipRange } });

describe('security decider', () => {
  it('changes a setting with who, when, from where, the old and the new value; the same value is no event', () => {
    assert.deepEqual(given().when({ type: 'ChangeSecuritySetting', data: { ...by, setting: 'mfaEnabled', value: true } }), [
      { type: 'SecuritySettingChanged', data: { ...who, setting: 'mfaEnabled', from: false, to: true } },
    ]);
    assert.deepEqual(given().when({ type: 'ChangeSecuritySetting', data: { ...by, setting: 'sessionTimeout', value: 30 } }), [
      { type: 'SecuritySettingChanged', data: { ...who, setting: 'sessionTimeout', from: null, to: 30 } },
    ]);
    assert.deepEqual(given().when({ type: 'ChangeSecuritySetting', data: { ...by, setting: 'auditLogging', value: false } }), []);
  });

  it('refuses anyone but an institution administrator', () => {
    for (const role of ['member', 'faculty', 'student', 'researcher'] as const) {
      assert.throws(() => given().when({ type: 'ChangeSecuritySetting', data: { ...by, role, setting: 'mfaEnabled', value: true } }), isDomainError('forbidden'));
      assert.throws(() => given().when(add('10.0.0.0/8', { role })), isDomainError('forbidden'));
    }
  });

  it('adds a normalised range, refuses a duplicate spelling and a list that locks out the saving address', () => {
    const [added] = given().when(add(' 10.1.2.3/8 '));
    assert.deepEqual(added, { type: 'IpRangeAdded', data: { ...who, ipRange: '10.0.0.0/8', from: [], to: ['10.0.0.0/8'] } });
    assert.throws(() => given(added).when(add('10.200.0.0/8')), (e: unknown) => isDomainError('conflict')(e) && (e as Error).message === SECURITY_MESSAGES.duplicateRange);
    assert.throws(() => given().when(add('192.168.0.0/16')), (e: unknown) => isDomainError('conflict')(e) && (e as Error).message === SECURITY_MESSAGES.lockout);
    // With the saver's own range in the list, other ranges may join.
    const [second] = given(added).when(add('192.168.0.0/16'));
    assert.deepEqual((second.data as { to: string[] }).to, ['10.0.0.0/8', '192.168.0.0/16']);
  });

  it('removes an entry, unless it is absent or the rest would lock out the saving address', () => {
    const [own] = given().when(add('10.0.0.0/8'));
    const [other] = given(own).when(add('192.168.1.0/24'));
    assert.deepEqual((given(own, other).when(remove('192.168.1.0/24'))[0].data as { to: string[] }).to, ['10.0.0.0/8']);
    assert.throws(() => given(own, other).when(remove('10.0.0.0/8')), isDomainError('conflict'));
    assert.throws(() => given(own).when(remove('172.16.0.0/12')), isDomainError('not-found'));
    // Emptying the list admits every address again: no lockout.
    assert.deepEqual((given(own).when(remove('10.0.0.0/8'))[0].data as { to: string[] }).to, []);
  });

  it('sets the password policy within its limits, naming the field otherwise; the same policy is no event', () => {
    const policy = { minLength: 14, maxAge: 0, requireUppercase: false, requireNumbers: true, requireSpecialChars: true };
    const [changed] = given().when({ type: 'ChangePasswordPolicy', data: { ...by, policy } });
    assert.deepEqual(changed, { type: 'PasswordPolicyChanged', data: { ...who, from: initialSecurityState.passwordPolicy, to: policy } });
    assert.deepEqual(given(changed).when({ type: 'ChangePasswordPolicy', data: { ...by, policy } }), []);
    assert.throws(() => given().when({ type: 'ChangePasswordPolicy', data: { ...by, policy: { ...policy, minLength: 6 } } }), /^DomainError: minLength:|minLength:/);
    assert.throws(() => given().when({ type: 'ChangePasswordPolicy', data: { ...by, policy: { ...policy, maxAge: 400 } } }), isDomainError('invalid'));
    assert.throws(() => given().when({ type: 'ChangePasswordPolicy', data: { ...by, role: 'member', policy } }), isDomainError('forbidden'));
  });

  it('destroys the data keys for an administrator when there is one, and says when', () => {
    const destroyed = given().when({ type: 'DestroyDataKeys', data: { ...by, hasLiveKey: true } });
    assert.deepEqual(destroyed, [{ type: 'DataKeysDestroyed', data: who }]);
    assert.equal(destroyed.reduce(evolve, initialSecurityState).dataKeysDestroyedAt, by.at);
    assert.throws(
      () => given().when({ type: 'DestroyDataKeys', data: { ...by, hasLiveKey: false } }),
      (e: unknown) => isDomainError('conflict')(e) && (e as Error).message === SECURITY_MESSAGES.noDataKeys,
    );
    assert.throws(() => given().when({ type: 'DestroyDataKeys', data: { ...by, role: 'member', hasLiveKey: true } }), isDomainError('forbidden'));
  });

  it('folds the configuration as it was at any moment', () => {
    const t = (h: number) => `2026-03-0${h}T00:00:00.000Z`;
    const events: SecurityEvent[] = [
      { type: 'SecuritySettingChanged', data: { ...who, at: t(1), setting: 'mfaEnabled', from: false, to: true } },
      { type: 'SecuritySettingChanged', data: { ...who, at: t(3), setting: 'sessionTimeout', from: null, to: 60 } },
    ];
    assert.equal(configAsOf(events, new Date(t(2))).mfaEnabled, true);
    assert.equal(configAsOf(events, new Date(t(2))).sessionTimeout, null);
    assert.equal(configAsOf(events, new Date(t(3))).sessionTimeout, 60);
    assert.deepEqual(configAsOf(events, new Date('2026-02-01T00:00:00Z')), initialSecurityState);
  });
});

describe('IP ranges', () => {
  it('accepts IPv4/IPv6 addresses and CIDRs in one spelling, refuses anything else naming ipRange', () => {
    assert.equal(normaliseIpRange('192.168.1.77/24'), '192.168.1.0/24');
    assert.equal(normaliseIpRange('2001:0db8:0000::1/32'), '2001:db8::/32');
    assert.equal(normaliseIpRange('::ffff:10.0.0.1'), '10.0.0.1');
    assert.equal(normaliseIpRange('2001:DB8::1'), '2001:db8::1');
    for (const bad of ['', '10.1', '010.0.0.1', '256.0.0.1', '10.0.0.0/33', '::/129', '10.0.0.0/', 'example.com', '10.0.0.0/8/8', 'fe80::1%eth0']) {
      assert.throws(() => normaliseIpRange(bad), (e: unknown) => isDomainError('invalid')(e) && /^ipRange:/.test((e as Error).message), bad);
    }
  });

  it('matches addresses of either family, IPv4-mapped IPv6 as IPv4', () => {
    assert.ok(addressInRanges('10.9.8.7', ['10.0.0.0/8']));
    assert.ok(addressInRanges('::ffff:10.9.8.7', ['10.0.0.0/8']));
    assert.ok(addressInRanges('127.0.0.1', ['127.0.0.1']));
    assert.ok(!addressInRanges('127.0.0.2', ['127.0.0.1']));
    assert.ok(addressInRanges('2001:db8::5', ['2001:db8::/32']));
    assert.ok(!addressInRanges('10.0.0.1', ['2001:db8::/32']));
    assert.ok(!addressInRanges('garbage', ['0.0.0.0/0']));
  });
});
