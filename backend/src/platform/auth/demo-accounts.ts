/**
 * The local issuer's demo accounts (docs/ARCHITECTURE.md §9): the one place that lists them, their
 * stable subjects and the plan each starts on. Only the local issuer (no OIDC_ISSUER) offers them.
 */
import type { PlanId } from '@scholarlens/contracts';

export interface DemoAccount {
  /** Short key used by the sign-in page and tests (`signIn(agent, 'ada')`). */
  key: string;
  /** Stable OIDC subject. */
  sub: string;
  name: string;
  email: string;
  picture: string | null;
  /** What the account is for, shown on the sign-in page. */
  description: string;
  /** The plan the account starts on at its first sign-in. */
  seedPlan: PlanId;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'ada',
    sub: 'local-ada',
    name: 'Ada Lovelace',
    email: 'ada@scholarlens.local',
    picture: null,
    description: 'Free plan',
    seedPlan: 'free',
  },
  {
    key: 'grace',
    sub: 'local-grace',
    name: 'Grace Hopper',
    email: 'grace@scholarlens.local',
    picture: null,
    description: 'Pro plan',
    seedPlan: 'pro',
  },
  {
    key: 'alan',
    sub: 'local-alan',
    name: 'Alan Turing',
    email: 'admin@scholarlens.local',
    picture: null,
    description: 'Administrator',
    seedPlan: 'free',
  },
  {
    key: 'marie',
    sub: 'local-marie',
    name: 'Marie Curie',
    email: 'marie@scholarlens.local',
    picture: null,
    description: 'Institution administrator',
    seedPlan: 'free',
  },
];

export type DemoAccountKey = 'ada' | 'grace' | 'alan' | 'marie';

export function demoAccountBySub(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.sub === sub);
}

export function demoAccountByKey(key: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((a) => a.key === key);
}
