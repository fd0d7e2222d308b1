/** Plan catalogue and limits (spec core §6 and §9). */

export const PLAN_IDS = ['free', 'pro', 'team', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const METERED_FEATURES = ['aiSummary', 'citationExport', 'teamLibrary', 'privateNotes'] as const;
export type MeteredFeature = (typeof METERED_FEATURES)[number];

/** -1 means unlimited, 0 means none (spec core §6). */
export const UNLIMITED = -1;

export interface PlanLimits {
  aiSummary: number;
  citationExport: number;
  teamLibrary: number;
  privateNotes: number;
  crossDeviceSync: boolean;
}

export const PLAN_LIMITS: Record<PlanId, PlanLimits> = {
  free: { aiSummary: 3, citationExport: 0, teamLibrary: 0, privateNotes: 0, crossDeviceSync: false },
  pro: { aiSummary: UNLIMITED, citationExport: UNLIMITED, teamLibrary: 0, privateNotes: UNLIMITED, crossDeviceSync: true },
  team: { aiSummary: UNLIMITED, citationExport: UNLIMITED, teamLibrary: UNLIMITED, privateNotes: UNLIMITED, crossDeviceSync: true },
  enterprise: { aiSummary: UNLIMITED, citationExport: UNLIMITED, teamLibrary: UNLIMITED, privateNotes: UNLIMITED, crossDeviceSync: true },
};

/**
 * Which window a feature's recorded usage is counted in. The free plan's
 * "3 AI summaries per day" makes aiSummary a per-UTC-day count; the other
 * features are either unlimited or forbidden on every plan that meters them,
 * so their count is a running total (kept for analytics).
 */
export type UsageWindow = 'utc-day' | 'all-time';
export const USAGE_WINDOWS: Record<MeteredFeature, UsageWindow> = {
  aiSummary: 'utc-day',
  citationExport: 'all-time',
  teamLibrary: 'all-time',
  privateNotes: 'all-time',
};

export interface PlanCatalogueEntry {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  limitations: string[];
  cta: string;
  popular: boolean;
}

/** The pricing dialog's catalogue (spec core §9). */
export const PLAN_CATALOGUE: PlanCatalogueEntry[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'For students getting started with research discovery.',
    features: ['3 AI summaries per day', 'Semantic search', 'Bookmarks in your browser', 'Research feed'],
    limitations: ['No citation export', 'No private notes', 'No team library'],
    cta: 'Get Started',
    popular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$12',
    period: 'per month',
    description: 'For researchers who read every day.',
    features: ['Unlimited AI summaries', 'Citation export', 'Private notes', 'Cross-device sync', '5 search alerts'],
    limitations: ['No team library'],
    cta: 'Start Free Trial',
    popular: true,
  },
  {
    id: 'team',
    name: 'Team',
    price: '$8',
    period: 'per user per month',
    description: 'For labs and research groups.',
    features: ['Everything in Pro', 'Team library', 'Unlimited search alerts'],
    limitations: [],
    cta: 'Start Free Trial',
    popular: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    period: '',
    description: 'For institutions and universities.',
    features: ['Everything in Team', 'Institutional SSO', 'Unlimited search alerts', 'Dedicated support'],
    limitations: [],
    cta: 'Contact Sales',
    popular: false,
  },
];

export const PRICING_FOOTNOTE = 'All plans include a 14-day free trial. No credit card required. Cancel anytime.';

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isMeteredFeature(value: unknown): value is MeteredFeature {
  return typeof value === 'string' && (METERED_FEATURES as readonly string[]).includes(value);
}
