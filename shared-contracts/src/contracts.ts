/**
 * Contract management's contract (spec inst §2 "Contract management", §3 tier/usage/compliance/ROI/
 * proposal, §7 /api/contracts/*, §9): the license tiers, the institution's contract, its usage,
 * compliance and ROI computed from recorded use, and proposals with a lifecycle. Every
 * /api/contracts/* answer is about the caller's own institution.
 */
import type { InstitutionTier } from './institution.js';

/**
 * The tier catalogue, defined once. Prices (US dollars per user per month) are the backend's
 * configuration (CONTRACT_PRICE_BASIC, _PRO, _ENTERPRISE); `defaultPrice` is what applies when
 * they are not set, and GET /api/contracts/tiers answers the configured ones.
 */
export const CONTRACT_TIER_CATALOGUE = [
  {
    name: 'basic',
    defaultPrice: 4,
    maxUsers: 500,
    support: 'Email support',
    features: ['Paper search and AI summaries', 'Personal notes and bookmarks', 'Usage dashboard'],
  },
  {
    name: 'pro',
    defaultPrice: 8,
    maxUsers: 5_000,
    support: 'Priority email support',
    features: ['Everything in Basic', 'Research teams and team chat', 'Security management and audit log', 'Contract usage and ROI reports'],
  },
  {
    name: 'enterprise',
    defaultPrice: 15,
    maxUsers: 50_000,
    support: 'Dedicated account manager',
    features: ['Everything in Pro', 'Single sign-on', 'IP whitelisting and MFA enforcement', 'Custom integrations'],
  },
] as const satisfies readonly { name: InstitutionTier; defaultPrice: number; maxUsers: number; support: string; features: readonly string[] }[];

/** GET /api/contracts/tiers items (spec inst §3 "Tier"): price per user per month in US dollars. */
export interface ContractTier {
  name: InstitutionTier;
  price: number;
  maxUsers: number;
  support: string;
  features: string[];
}

/** Spec inst §9: default 1000 users, at most 50,000; the dialog's tier defaults to pro. */
export const PROPOSAL_LIMITS = { minUsers: 1, maxUsers: 50_000, defaultUsers: 1000, defaultTier: 'pro' as InstitutionTier } as const;

/** Spec inst §9: monthly = tier price × users; annual = monthly × 12 (a proposal's price is the annual figure). */
export function proposalCost(pricePerUserMonth: number, users: number): { monthly: number; annual: number } {
  const monthly = pricePerUserMonth * users;
  return { monthly, annual: monthly * 12 };
}

/** Money in US dollars with no decimals (spec inst §9). */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/**
 * The lifecycle: draft → sent → negotiating → approved → signed; a draft or sent proposal may be
 * withdrawn by its institution; one not signed or withdrawn by its `expiresAt` is expired.
 */
export const PROPOSAL_STATUSES = ['draft', 'sent', 'negotiating', 'approved', 'signed', 'withdrawn', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
/** Who takes each step: the institution's administrators, or an administrator of the console. */
export type ProposalParty = 'institution' | 'console';

export interface ProposalHistoryEntry {
  status: ProposalStatus;
  at: string;
  /** `system` for the expiry, which nobody takes. */
  by: ProposalParty | 'system';
  /** E-mail of whoever took the step (null when unknown, and for the expiry). */
  byEmail: string | null;
}

/** A proposal (spec inst §3 "Proposal"): `price` per year = tier price × users × 12. */
export interface ContractProposal {
  id: string;
  institutionId: string;
  tier: InstitutionTier;
  users: number;
  /** US dollars per user per month when it was created. */
  pricePerUser: number;
  /** US dollars per year. */
  price: number;
  status: ProposalStatus;
  createdAt: string;
  /** Unless signed or withdrawn before, the proposal expires then (CONTRACT_PROPOSAL_EXPIRY_DAYS after creation). */
  expiresAt: string;
  /** Every step, oldest first. */
  history: ProposalHistoryEntry[];
}

/** GET /api/admin/contracts/proposals items: every institution's proposals for the console. */
export interface AdminContractProposal extends ContractProposal {
  institutionName: string;
}

/** Body of POST /api/contracts/proposal (spec inst §3): tier lowercase, users 1–50,000. */
export interface CreateProposalRequest {
  tier: InstitutionTier;
  users: number;
}

/** GET /api/contracts/current: the institution's license, from its contract stream. */
export interface Contract {
  tier: InstitutionTier;
  licensedUsers: number;
  pricePerUser: number;
  /** pricePerUser × licensedUsers, US dollars. */
  monthlyCost: number;
  /** YYYY-MM-DD (UTC); the contract covers startDate through endDate. */
  startDate: string;
  endDate: string;
  status: 'active' | 'expired';
  /** The signed proposal it came from; null when a console administrator set it. */
  proposalId: string | null;
  signedAt: string;
}

/** Body of POST /api/admin/contracts: a console administrator sets an institution's contract. */
export interface CreateContractRequest {
  institutionId: string;
  tier: InstitutionTier;
  users: number;
  /** YYYY-MM-DD; default today. */
  startDate?: string;
  /** YYYY-MM-DD; default a year after startDate. */
  endDate?: string;
}

/**
 * GET /api/contracts/usage (spec inst §3 "Contract usage") over the contract period so far
 * (startDate through the earlier of endDate and today); null without a contract.
 */
export interface ContractUsage {
  periodStart: string;
  periodEnd: string;
  /** Distinct members active in the period. */
  activeUsers: number;
  /** Active members of the institution now. */
  totalUsers: number;
  papersViewed: number;
  /** Not a spec field: searches feed the ROI's time saved. */
  searchesPerformed: number;
  collaborationEvents: number;
  aiSummariesGenerated: number;
  /** Calls made with the institution's API keys in the period (null only where nothing can say). */
  apiCalls: number | null;
  /** MB: members' notes and the institution's chat messages (course content once courses exist). */
  storageUsed: number;
  /** Where each figure comes from, shown beside it. */
  sources: Record<string, string>;
}

/** Spec-stated thresholds of the compliance recommendations (percent of licensed seats). */
export const COMPLIANCE_RULES = { lowUtilization: 50, highUtilization: 90 } as const;

/** GET /api/contracts/compliance (spec inst §3); null without a contract. */
export interface ContractCompliance {
  /** Percent, whole number: currentUsers / userLimit. */
  utilizationRate: number;
  /** Seats taken: active members and pending invitations. */
  currentUsers: number;
  /** The contract's licensed users. */
  userLimit: number;
  recommendations: string[];
  expired: boolean;
  endDate: string;
}

/** The configured assumptions the ROI is computed with (ROI_MINUTES_PER_SUMMARY, ROI_MINUTES_PER_SEARCH, ROI_HOURLY_RATE). */
export interface RoiAssumptions {
  minutesSavedPerSummary: number;
  minutesSavedPerSearch: number;
  hourlyRate: number;
}

/** GET /api/contracts/roi (spec inst §3 "Contract ROI": the four text values) with the figures and assumptions behind them; null without a contract. */
export interface ContractRoi {
  timeToValue: string;
  productivityGains: string;
  costSavings: string;
  researchEfficiency: string;
  figures: {
    hoursSaved: number;
    valueOfTimeSaved: number;
    /** License cost of the period so far: monthlyCost × 12 × days elapsed / 365. */
    licenseCostToDate: number;
    /** (valueOfTimeSaved − licenseCostToDate) / licenseCostToDate in percent; null when nothing was paid yet. */
    netRoiPercent: number | null;
    /** Days from the contract's start to the first recorded use; null when none yet. */
    daysToFirstUse: number | null;
  };
  assumptions: RoiAssumptions;
}

export const CONTRACTS_API = {
  tiers: '/api/contracts/tiers',
  current: '/api/contracts/current',
  usage: '/api/contracts/usage',
  compliance: '/api/contracts/compliance',
  roi: '/api/contracts/roi',
  /** GET: the active proposal (null when none); POST: creates a draft. */
  proposal: '/api/contracts/proposal',
  /** GET: every proposal of the institution, newest first (the Proposal History). */
  proposals: '/api/contracts/proposals',
  send: (id: string) => `/api/contracts/proposal/${encodeURIComponent(id)}/send`,
  sign: (id: string) => `/api/contracts/proposal/${encodeURIComponent(id)}/sign`,
  withdraw: (id: string) => `/api/contracts/proposal/${encodeURIComponent(id)}/withdraw`,
  /** GET: contract, usage, compliance and ROI as a PDF (recorded as DATA_ACCESS). */
  reportPdf: '/api/contracts/report.pdf',
  adminProposals: '/api/admin/contracts/proposals',
  adminNegotiating: (id: string) => `/api/admin/contracts/proposals/${encodeURIComponent(id)}/negotiating`,
  adminApprove: (id: string) => `/api/admin/contracts/proposals/${encodeURIComponent(id)}/approved`,
  adminContracts: '/api/admin/contracts',
} as const;

/** Spec inst §2, §8 strings, verbatim; then the server's answers. */
export const CONTRACT_MESSAGES = {
  signInPrompt: 'Sign in to access contract management features',
  signInButton: 'Sign In to Access',
  noUsage: 'No usage data available',
  noCompliance: 'No compliance data available',
  noRoi: 'No ROI data available',
  proposalGenerated: 'Contract proposal generated successfully!',
  proposalNotFound: 'Proposal not found',
  proposalActive: 'A proposal is already in progress: withdraw it or carry it through first',
  transition: (from: ProposalStatus, to: ProposalStatus) => `A proposal cannot move from ${from} to ${to}`,
  institutionStep: 'Only the institution\u2019s administrators take this step',
  consoleStep: 'Only a console administrator takes this step',
} as const;
