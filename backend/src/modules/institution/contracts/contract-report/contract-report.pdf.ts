/**
 * Export Report (pdfkit): the contract, its usage with each figure's source, compliance and ROI with
 * the assumptions, and the active proposal. Built-in Helvetica only, as the security report.
 */
import { type ContractProposal, formatUsd } from '@scholarlens/contracts';
import PDFDocument from 'pdfkit';
import type { ContractFigures } from '../contract-usage/contract-figures.query.js';

export function contractReportPdf(institutionName: string, figures: ContractFigures | null, proposal: ContractProposal | null, at: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Contract Report', Creator: 'ScholarLens' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => doc.moveDown().fillColor('#000').font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(10);

  doc.font('Helvetica-Bold').fontSize(18).text('Contract Report');
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(`${institutionName}, as of ${at.toISOString()}`);
  if (!figures) {
    heading('Contract');
    doc.text('No contract: no usage, compliance or ROI data available.');
  } else {
    const { contract: c, usage: u, compliance: k, roi: r } = figures;
    heading('Contract');
    doc.text(`Tier: ${c.tier}; licensed users: ${c.licensedUsers}; ${formatUsd(c.pricePerUser)} per user per month`);
    doc.text(`Monthly cost: ${formatUsd(c.monthlyCost)}; annual: ${formatUsd(c.monthlyCost * 12)}`);
    doc.text(`Period: ${c.startDate} to ${c.endDate} (${c.status})`);
    heading(`Usage, ${u.periodStart} to ${u.periodEnd}`);
    const rows: [string, string, string][] = [
      ['Active users', String(u.activeUsers), 'activeUsers'],
      ['Total users', String(u.totalUsers), 'totalUsers'],
      ['Papers viewed', String(u.papersViewed), 'papersViewed'],
      ['Searches', String(u.searchesPerformed), 'searchesPerformed'],
      ['Collaboration events', String(u.collaborationEvents), 'collaborationEvents'],
      ['AI summaries generated', String(u.aiSummariesGenerated), 'aiSummariesGenerated'],
      ['API calls', u.apiCalls === null ? '—' : String(u.apiCalls), 'apiCalls'],
      ['Storage used', `${u.storageUsed} MB`, 'storageUsed'],
    ];
    for (const [label, value, key] of rows) doc.text(`${label}: ${value}  (${u.sources[key] ?? ''})`);
    heading('Compliance');
    doc.text(`Utilization: ${k.utilizationRate}% (${k.currentUsers} of ${k.userLimit} seats)`);
    for (const rec of k.recommendations) doc.text(`- ${rec}`);
    heading('ROI');
    doc.text(`Time to value: ${r.timeToValue}`);
    doc.text(`Productivity gains: ${r.productivityGains}`);
    doc.text(`Cost savings: ${r.costSavings}`);
    doc.text(`Research efficiency: ${r.researchEfficiency}`);
    const a = r.assumptions;
    doc.fillColor('#555').text(
      `Assumptions: ${a.minutesSavedPerSummary} minutes saved per AI summary, ${a.minutesSavedPerSearch} per search, ${formatUsd(a.hourlyRate)} per hour.`,
    );
  }
  heading('Active proposal');
  if (!proposal) doc.text('None');
  else {
    doc.text(`${proposal.tier}, ${proposal.users} users, ${formatUsd(proposal.price)} per year: ${proposal.status} (expires ${proposal.expiresAt.slice(0, 10)})`);
    for (const h of proposal.history) doc.text(`- ${h.at}  ${h.status}  by ${h.byEmail ?? h.by}`);
  }
  doc.end();
  return done;
}
