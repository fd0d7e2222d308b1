/** The audit log as CSV (RFC 4180; cells that a spreadsheet would run as a formula are quoted with a leading '). */
import type { AuditLogEntry } from '@scholarlens/contracts';

const COLUMNS = ['id', 'timestamp', 'action', 'userId', 'resource', 'ipAddress', 'success'] as const;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditLogCsv(entries: readonly AuditLogEntry[]): string {
  const lines = [COLUMNS.join(','), ...entries.map((e) => COLUMNS.map((c) => cell(e[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
