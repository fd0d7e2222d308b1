/**
 * Partnership outreach (spec inst §2 "/partnerships", §3 "Partner target", §8, §9; issue #36 item 6):
 * ScholarLens staff (console admins) keep partner targets and send outreach e-mails.
 */

/** A partner target (spec inst §3), created and edited by console admins; money in euros per year. */
export interface PartnerTarget {
  id: string;
  name: string;
  location: string;
  students: number;
  faculty: number;
  currentSystem: string;
  estimatedValue: number;
  /** Success probability in percent, 0–100. */
  probability: number;
  painPoints: string[];
  decisionMakers: string[];
  contact: { email: string; website: string | null };
  createdAt: string;
  updatedAt: string;
  /** Outreach sent to this target, newest first. */
  outreach: PartnerOutreach[];
}

export interface PartnerOutreach {
  id: string;
  to: string;
  subject: string;
  message: string;
  sentAt: string;
  sentBy: string;
  /** `smtp`: accepted by the SMTP server; `outbox`: kept in the outbox, not sent. */
  transport: 'smtp' | 'outbox';
}

/** POST /api/partnerships/targets and PUT /api/partnerships/targets/:id. */
export interface PartnerTargetRequest {
  name: string;
  location: string;
  students: number;
  faculty: number;
  currentSystem: string;
  estimatedValue: number;
  probability: number;
  painPoints: string[];
  decisionMakers: string[];
  email: string;
  website?: string | null;
}

/** POST /api/partnerships/targets/:id/outreach. */
export interface PartnerOutreachRequest {
  message: string;
}

/** GET /api/partnerships: the targets, the header cards computed from them, and how mail leaves. */
export interface PartnershipsOverview {
  targets: PartnerTarget[];
  /** Header cards (spec inst §2); null where there are no targets (shown "—"). */
  totals: { totalValue: number; targets: number; students: number; averageProbability: number | null };
  /** Whether mail leaves the machine (SMTP_URL set); false: messages stay in the outbox. */
  mailSending: boolean;
  /** Messages kept in the outbox for the targets' contacts, newest first (empty when mail is sent). */
  outbox: { id: string; to: string; subject: string; text: string; createdAt: string }[];
}

export const PARTNER_LIMITS = { textMaxLength: 200, listMaxItems: 20, messageMaxLength: 10_000, maxStudents: 2_000_000, maxValue: 1_000_000_000 } as const;

export const PARTNERSHIP_MESSAGES = {
  notFound: 'Partner target not found',
  missingInformation: 'Please select a university and write a message.',
  sent: 'Partnership Outreach Sent',
  failed: 'Failed to send partnership proposal. Please try again.',
  mailNotSent: 'Mail is not being sent: no SMTP server is configured (SMTP_URL), so outreach is kept in the outbox below.',
} as const;

export const PARTNERSHIPS_API = {
  overview: '/api/partnerships',
  targets: '/api/partnerships/targets',
  target: (targetId: string) => `/api/partnerships/targets/${encodeURIComponent(targetId)}`,
  outreach: (targetId: string) => `/api/partnerships/targets/${encodeURIComponent(targetId)}/outreach`,
} as const;
