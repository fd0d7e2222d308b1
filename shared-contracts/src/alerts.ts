/**
 * Search alerts (issue #38): a saved search whose new matching papers are collected into a digest,
 * shown in the app (the bell) and mailed daily or weekly. Limits per plan: SEARCH_ALERT_LIMITS.
 */
import { type PlanId, UNLIMITED } from './plans.js';

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** How many search alerts each plan keeps (pricing dialog: 5 on Pro, unlimited on Team and Enterprise; -1 unlimited). */
export const SEARCH_ALERT_LIMITS: Record<PlanId, number> = { free: 0, pro: 5, team: UNLIMITED, enterprise: UNLIMITED };

export const ALERT_LIMITS = { queryMaxLength: 500, categoryMaxLength: 40 } as const;

export interface SearchAlert {
  id: string;
  query: string;
  /** The arXiv archive a match must be in (as the feed's category filter: `cs`, `math`, `physics`…); null for any. */
  category: string | null;
  frequency: AlertFrequency;
  /** ISO instants. */
  createdAt: string;
  lastDeliveredAt: string | null;
  /** Papers matched so far, and how many of them are not mailed yet. */
  matched: number;
  pending: number;
}

/** GET /api/alerts: the caller's alerts and their plan's limit (-1 unlimited). */
export interface SearchAlertsAnswer {
  alerts: SearchAlert[];
  limit: number;
}

/** Body of POST /api/alerts. */
export interface SearchAlertRequest {
  query: string;
  category?: string | null;
  frequency: AlertFrequency;
}

/** Body of PATCH /api/alerts/:alertId. */
export interface SearchAlertChangeRequest {
  frequency: AlertFrequency;
}

/** One paper an alert found, as the bell lists it. */
export interface AlertInboxItem {
  alertId: string;
  query: string;
  paperId: string;
  title: string;
  authors: string[];
  matchedAt: string;
  /** When it was mailed in a digest; null until then. */
  deliveredAt: string | null;
  unread: boolean;
}

/** GET /api/alerts/inbox: the newest matches (at most 50) and how many are unread. */
export interface AlertInbox {
  unread: number;
  items: AlertInboxItem[];
}

/** A message the mail port kept instead of sending (no SMTP configured). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** GET /api/alerts/mail: whether mail is sent (SMTP configured) and, when it is not, the caller's kept messages. */
export interface AlertMailAnswer {
  sending: boolean;
  outbox: OutboxMessage[];
}

export const ALERT_MESSAGES = {
  upgrade: 'Search alerts are available on Pro (5 alerts) and unlimited on Team and Enterprise.',
  limitReached: (limit: number) => `Your plan includes ${limit} search alerts; delete one or upgrade to Team for unlimited alerts.`,
  notFound: 'Search alert not found',
  mailNotSent: 'Mail is not being sent: no SMTP server is configured (SMTP_URL), so digests are kept in the outbox below.',
} as const;

export const ALERTS_API = {
  alerts: '/api/alerts',
  alert: (alertId: string) => `/api/alerts/${encodeURIComponent(alertId)}`,
  inbox: '/api/alerts/inbox',
  inboxSeen: '/api/alerts/inbox/seen',
  mail: '/api/alerts/mail',
} as const;
