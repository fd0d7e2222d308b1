/**
 * Export Report as PDF (pdfkit): the configuration and score at the report's moment, then the audit
 * log entries up to it, newest first. Built-in Helvetica only, so nothing is read from disk but
 * pdfkit's own font metrics.
 */
import type { AuditLogEntry, SecurityConfig, SecurityStatus } from '@scholarlens/contracts';
import PDFDocument from 'pdfkit';

const show = (v: unknown) => (Array.isArray(v) ? (v.length ? v.join(', ') : 'none') : v === null || v === undefined ? 'not set' : String(v));

export function securityReportPdf(config: SecurityConfig, status: SecurityStatus, entries: readonly AuditLogEntry[], at: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Security Report', Creator: 'ScholarLens' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Security Report');
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(`As of ${at.toISOString()}`).moveDown();
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(13).text(`Security Score: ${status.score}/100 (${status.band})`);
  doc.font('Helvetica').fontSize(10);
  for (const p of status.breakdown) doc.text(`${p.label}: ${p.points}/${p.max}`);
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Configuration');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Multi-factor authentication: ${config.mfaEnabled ? 'enabled' : 'disabled'}`);
  doc.text(`Audit logging: ${config.auditLogging ? 'on' : 'off'}`);
  doc.text(`Data encryption: ${config.dataEncryption ? 'on' : 'off'}`);
  doc.text(`Session timeout: ${config.sessionTimeout === null ? 'not configured' : `${config.sessionTimeout} minutes`}`);
  doc.text(`IP whitelist: ${show(config.ipWhitelist)}`);
  doc.text(`Failed sign-ins (24 h): ${status.recentFailedLogins}; violations (24 h): ${status.recentViolations}`);

  doc.moveDown().font('Helvetica-Bold').fontSize(13).text(`Audit log (${entries.length} entries)`);
  doc.font('Helvetica').fontSize(8);
  if (entries.length === 0) doc.text('No audit logs available');
  for (const e of entries) {
    const what = e.change ? `${e.change.setting}: ${show(e.change.from)} -> ${show(e.change.to)}` : e.resource;
    doc.text(`${e.timestamp}  ${e.action}${e.success ? '' : ' (refused)'}  user ${e.userId ?? '-'}  from ${e.ipAddress ?? '-'}  ${what}`);
  }
  doc.end();
  return done;
}
