/** Which matches a digest carries now, and the digest's text (pure). */
import { ALERT_FREQUENCIES, type AlertFrequency } from '@scholarlens/contracts';
import type { MailMessage } from '../../../../platform/mail/mailer.js';
import type { SearchAlertsState } from '../search-alerts.js';

/** How often the digest job runs; an alert is due one run early at most, so a daily digest keeps its hour. */
export const DIGEST_EVERY_MS = 3600_000;
const PERIOD_MS: Record<AlertFrequency, number> = { daily: 24 * 3600_000, weekly: 7 * 24 * 3600_000 };

export interface DueDigest {
  alertId: string;
  query: string;
  paperIds: string[];
}

/** The alerts whose period since their last digest (or their creation) has passed, with their matches not mailed yet. */
export function dueDigests(state: SearchAlertsState, now: Date): DueDigest[] {
  const due: DueDigest[] = [];
  for (const [alertId, alert] of state.alerts) {
    const since = Date.parse(alert.lastDeliveredAt ?? alert.createdAt);
    if (now.getTime() - since < PERIOD_MS[alert.frequency] - DIGEST_EVERY_MS) continue;
    const paperIds = [...alert.matched].filter((id) => !alert.delivered.has(id));
    if (paperIds.length) due.push({ alertId, query: alert.query, paperIds });
  }
  return due;
}

export interface DigestPaper {
  title: string;
  authors: string[];
}

export function digestMail(to: string, due: DueDigest[], papers: ReadonlyMap<string, DigestPaper>, publicUrl: string): MailMessage {
  const total = due.reduce((n, d) => n + d.paperIds.length, 0);
  const lines: string[] = [`New papers for your ScholarLens search alerts (${total}):`, ''];
  for (const d of due) {
    lines.push(`"${d.query}"`);
    for (const id of d.paperIds) {
      const paper = papers.get(id);
      const authors = paper?.authors.length ? ` (${paper.authors.slice(0, 3).join(', ')}${paper.authors.length > 3 ? ' et al.' : ''})` : '';
      lines.push(`- ${paper?.title ?? id}${authors}`, `  ${publicUrl}/paper/${encodeURIComponent(id)}`);
    }
    lines.push('');
  }
  lines.push(`Manage your alerts (${ALERT_FREQUENCIES.join(' or ')} digests): ${publicUrl}/alerts`);
  return { to, subject: `ScholarLens: ${total} new paper${total === 1 ? '' : 's'} for your search alerts`, text: lines.join('\n') };
}
