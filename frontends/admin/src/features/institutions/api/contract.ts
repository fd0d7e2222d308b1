/**
 * TEMPORARY: the admin side of the institution contract (issue #29 item 1), until shared-contracts
 * exports it (the backend branch writes it there first); then this file re-exports from there.
 */
export const ADMIN_INSTITUTIONS_API = {
  list: '/api/admin/institutions',
  one: (id: string) => `/api/admin/institutions/${encodeURIComponent(id)}`,
} as const;

export const INSTITUTION_TIERS = ['basic', 'pro', 'enterprise'] as const;
export type InstitutionTier = (typeof INSTITUTION_TIERS)[number];

export interface AdminInstitution {
  id: string;
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled: boolean;
  /** Active and pending members: the seats in use. */
  seatsUsed?: number;
  createdAt?: string;
}

export interface CreateInstitutionRequest {
  name: string;
  domain: string;
  subdomain: string;
  tier: InstitutionTier;
  maxUsers: number;
  ssoEnabled: boolean;
}

export interface UpdateInstitutionRequest {
  tier?: InstitutionTier;
  maxUsers?: number;
}
