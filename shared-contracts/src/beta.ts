/** Beta registration (spec inst §2, §3, §5, §7). */

export const BETA_API = {
  register: '/api/beta/register',
} as const;

/** The roles the beta form offers, in its order. */
export const BETA_ROLES = ['professor', 'researcher', 'student', 'admin'] as const;
export type BetaRole = (typeof BETA_ROLES)[number];

/** How the beta form labels each role. */
export const BETA_ROLE_LABELS: Record<BetaRole, string> = {
  professor: 'Professor',
  researcher: 'Researcher',
  student: 'Student',
  admin: 'Administrator',
};

/** Body of POST /api/beta/register. */
export interface BetaRegistration {
  name: string;
  email: string;
  institution: string;
  role: BetaRole;
  researchInterests: string[];
  expectedUsage: string;
  hearAboutUs: string;
}

/** Answer of POST /api/beta/register. */
export interface BetaRegistrationReceipt {
  message: string;
  registeredAt: string;
}
