/**
 * A partner target (stream `partner-<id>`, spec inst §3 "Partner target", issue #36 item 6): a
 * university ScholarLens staff (console admins) court, created and edited by them, and every
 * outreach e-mail sent to it, with how it left (SMTP, or kept in the outbox).
 */

export interface PartnerTargetFields {
  name: string;
  location: string;
  students: number;
  faculty: number;
  currentSystem: string;
  /** Euros per year. */
  estimatedValue: number;
  /** Percent, 0–100. */
  probability: number;
  painPoints: string[];
  decisionMakers: string[];
  email: string;
  website: string | null;
}

export type PartnerTargetCreated = { type: 'PartnerTargetCreated'; data: PartnerTargetFields & { targetId: string; userId: string; at: string } };
export type PartnerTargetEdited = { type: 'PartnerTargetEdited'; data: PartnerTargetFields & { targetId: string; userId: string; at: string } };
export type PartnerOutreachSent = {
  type: 'PartnerOutreachSent';
  data: {
    targetId: string;
    outreachId: string;
    to: string;
    subject: string;
    message: string;
    /** How the mail port took it: accepted by SMTP, or kept in the outbox; and its id there. */
    transport: 'smtp' | 'outbox';
    receiptId: string;
    userId: string;
    sentBy: string;
    at: string;
  };
};
export type PartnerTargetEvent = PartnerTargetCreated | PartnerTargetEdited | PartnerOutreachSent;
export const PARTNER_TARGET_EVENT_TYPES = ['PartnerTargetCreated', 'PartnerTargetEdited', 'PartnerOutreachSent'] as const;

export interface PartnerTargetState {
  exists: boolean;
  name: string;
  email: string;
}

export const initialPartnerTargetState: PartnerTargetState = { exists: false, name: '', email: '' };

export function evolve(state: PartnerTargetState, event: PartnerTargetEvent): PartnerTargetState {
  switch (event.type) {
    case 'PartnerTargetCreated':
    case 'PartnerTargetEdited':
      return { exists: true, name: event.data.name, email: event.data.email };
    case 'PartnerOutreachSent':
      return state;
  }
}

export const partnerStreamId = (targetId: string) => `partner-${targetId}`;
