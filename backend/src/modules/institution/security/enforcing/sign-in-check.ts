/**
 * The checks at sign-in, before any session exists: a member signing in from an address outside
 * their institution's whitelist, or without a second factor (the ID token's `amr`) while the
 * institution requires MFA, is refused, and the refusal is recorded as LOGIN_FAILURE (the source of
 * recentFailedLogins). Registered with the platform's SignInGates.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SECURITY_MESSAGES } from '@scholarlens/contracts';
import { type SignInAttempt, SignInGates } from '../../../../platform/auth/sign-in-gates.js';
import { addressInRanges, normaliseAddress } from '../ip-ranges.js';
import { MembershipOfUserQuery } from '../ports.js';
import { SecurityConfigs } from '../security-config/security-configs.js';
import { SecurityRecorder } from './security-recorder.js';

/** RFC 8176 methods that are a second factor (or say there were several). */
const SECOND_FACTORS: ReadonlySet<string> = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms']);

@Injectable()
export class SecuritySignInCheck implements OnModuleInit {
  constructor(
    @Inject(SignInGates) private readonly gates: SignInGates,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(SecurityConfigs) private readonly configs: SecurityConfigs,
    @Inject(SecurityRecorder) private readonly recorder: SecurityRecorder,
  ) {}

  onModuleInit(): void {
    this.gates.register((attempt) => this.check(attempt));
  }

  async check({ userId, ip, amr }: SignInAttempt): Promise<string | null> {
    const member = await this.queryBus.execute(new MembershipOfUserQuery(userId));
    if (member?.status !== 'active') return null;
    const config = await this.configs.of(member.institutionId);
    const address = ip ? normaliseAddress(ip) : null;
    if (config.ipWhitelist.length > 0 && !(address && addressInRanges(address, config.ipWhitelist))) {
      await this.recorder.signInRefused(member, address, 'address not in the IP whitelist');
      return SECURITY_MESSAGES.addressRefused;
    }
    if (config.mfaEnabled && !amr.some((method) => SECOND_FACTORS.has(method))) {
      await this.recorder.signInRefused(member, address, 'no second factor');
      return SECURITY_MESSAGES.mfaRequired;
    }
    return null;
  }
}
