/**
 * The four export formats, each with a maintained library: PDF (pdfkit, with bar charts drawn from
 * the series and the fields), Excel (exceljs: a sheet per section, numbers as numbers, with the page's charts as
 * native Excel charts over those cells, excel-charts.ts), CSV (csv-stringify: one
 * table with a section column) and PowerPoint (pptxgenjs: a title slide, the headline figures, and
 * native charts of publications over time and of fields).
 */
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import pptxgenjs from 'pptxgenjs';
import type { AnalyticsExportFormat } from '@scholarlens/contracts';
import { type AnalyticsSnapshot, departmentRows, forecastRows, seriesRows, summaryRows } from './analytics-snapshot.js';
import { type SheetChart, withCharts } from './excel-charts.js';

// pptxgenjs's types are CommonJS-shaped (the class is `default` of the module) while Node loads its ES build (the class itself).
type PptxCtor = typeof pptxgenjs.default;
const PptxGenJS: PptxCtor = (pptxgenjs as unknown as { default?: PptxCtor }).default ?? (pptxgenjs as unknown as PptxCtor);

export interface ProducedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The charts' colours in every format: papers, citations. */
const PAPERS_COLOR = '#1976d2';
const CITATIONS_COLOR = '#9c27b0';

export const EXPORT_CONTENT_TYPES: Record<AnalyticsExportFormat, { ext: string; type: string }> = {
  pdf: { ext: 'pdf', type: 'application/pdf' },
  excel: { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  csv: { ext: 'csv', type: 'text/csv; charset=utf-8' },
  powerpoint: { ext: 'pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};

export async function writeFormat(format: AnalyticsExportFormat, s: AnalyticsSnapshot): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return pdf(s);
    case 'excel':
      return excel(s);
    case 'csv':
      return Buffer.from(csv(s), 'utf8');
    case 'powerpoint':
      return powerpoint(s);
  }
}

function pdf(s: AnalyticsSnapshot): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Research Analytics: ${s.institutionName}`, Creator: 'ScholarLens' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => doc.moveDown().fillColor('#000').font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(10);
  doc.font('Helvetica-Bold').fontSize(18).text('Research Analytics');
  doc.font('Helvetica').fontSize(12).text(s.institutionName);
  doc.fontSize(9).fillColor('#555').text(`Produced ${s.generatedAt}`);
  heading('Summary');
  for (const [label, value] of summaryRows(s)) doc.text(`${label}: ${value}`);
  heading('Publications over time');
  const rows = seriesRows(s);
  const max = Math.max(1, ...rows.map((r) => r[1]));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const barW = Math.max(2, Math.min(30, (width - 4) / Math.max(1, rows.length) - 2));
  const chartTop = doc.y + 4;
  const chartH = 100;
  rows.forEach((r, i) => {
    const h = (r[1] / max) * chartH;
    doc.rect(left + i * (barW + 2), chartTop + chartH - h, barW, h).fill(PAPERS_COLOR);
  });
  doc.fillColor('#000');
  doc.y = chartTop + chartH + 6;
  doc.x = left;
  doc.fontSize(8).text(rows.map((r) => `${r[0]}: ${r[1]} papers, ${r[2]} citations`).join('; '));
  doc.fontSize(10);
  heading('Fields');
  // Horizontal bars as the page draws them: the field's name, a bar scaled to the largest, the figures.
  const fieldMax = Math.max(1, ...s.metrics.fields.map((f) => f.papers));
  const labelW = 150;
  for (const f of s.metrics.fields) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.fillColor('#000').text(f.field, left, y, { width: labelW - 6, lineBreak: false, ellipsis: true });
    doc.rect(left + labelW, y + 1, Math.max(1, (f.papers / fieldMax) * (width - labelW - 140)), 9).fill(PAPERS_COLOR);
    doc.fillColor('#000').text(`${f.papers} papers, ${f.citations} citations`, left + width - 135, y, { width: 135, align: 'right', lineBreak: false });
    doc.x = left;
    doc.y = y + 14;
  }
  if (!s.metrics.fields.length) doc.text('No works in this timeframe.');
  heading('Collaborating countries');
  doc.text(s.metrics.countries.map((c) => `${c.countryCode} ${c.works}`).join(', ') || '—');
  heading('Departments');
  if (!s.departments.departments.length) doc.text('No member department with linked authors.');
  for (const d of departmentRows(s)) doc.text(`${d[0]}: faculty ${d[1]}, students ${d[2]}, publications ${d[3]}, citations ${d[4]}, citations per paper ${d[5]}`);
  heading('Predictions');
  doc.text(`Method: ${s.predictions.method}`);
  for (const f of forecastRows(s)) doc.text(`${f[0]}: ${f[2]} papers in ${f[1]} (95% interval ${f[3]}\u2013${f[4]}), growth ${f[5]}% a year`);
  heading('ROI assumptions');
  for (const a of s.roi.assumptions) doc.text(`\u2022 ${a}`);
  doc.end();
  return done;
}

async function excel(s: AnalyticsSnapshot): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ScholarLens';
  wb.created = new Date(s.generatedAt);
  const sheet = (name: string, header: string[], rows: (string | number)[][]) => {
    const ws = wb.addWorksheet(name);
    ws.addRow(header).font = { bold: true };
    for (const r of rows) ws.addRow(r);
    ws.columns.forEach((c) => {
      c.width = 22;
    });
  };
  sheet('Summary', ['Figure', 'Value'], summaryRows(s));
  sheet('Publications', ['Period', 'Papers', 'Citations'], seriesRows(s));
  sheet('Fields', ['Field', 'Papers', 'Citations'], s.metrics.fields.map((f) => [f.field, f.papers, f.citations]));
  sheet('Countries', ['Country', 'Works'], s.metrics.countries.map((c) => [c.countryCode, c.works]));
  sheet('Departments', ['Department', 'Faculty', 'Students', 'Publications', 'Citations', 'Citations per paper'], departmentRows(s));
  sheet('Predictions', ['Field', 'Year', 'Forecast papers', 'Low (95%)', 'High (95%)', 'Growth % a year'], forecastRows(s));
  sheet('Assumptions', ['Assumption'], [...s.roi.assumptions.map((a) => [a]), [`Method: ${s.predictions.method}`]]);
  return withCharts(Buffer.from(await wb.xlsx.writeBuffer()), excelCharts(s));
}

/** The page's charts, drawn from the sheets' cells beside them: publications and citations over time, fields, departments. */
function excelCharts(s: AnalyticsSnapshot): SheetChart[] {
  const series = seriesRows(s);
  const departments = departmentRows(s);
  const beside = (firstColumn: number) => ({ from: [firstColumn, 1] as [number, number], to: [firstColumn + 8, 19] as [number, number] });
  return [
    {
      sheet: 'Publications',
      title: 'Publications and citations over time',
      type: 'line',
      categoryColumn: 'A',
      labels: series.map((r) => r[0]),
      series: [
        { column: 'B', name: 'Papers', values: series.map((r) => r[1]), color: PAPERS_COLOR },
        { column: 'C', name: 'Citations', values: series.map((r) => r[2]), color: CITATIONS_COLOR, secondary: true },
      ],
      anchor: beside(4),
    },
    {
      sheet: 'Fields',
      title: 'Fields',
      type: 'bar',
      categoryColumn: 'A',
      labels: s.metrics.fields.map((f) => f.field),
      series: [{ column: 'B', name: 'Papers', values: s.metrics.fields.map((f) => f.papers), color: PAPERS_COLOR }],
      anchor: beside(4),
    },
    {
      sheet: 'Departments',
      title: 'Publications and citations by department',
      type: 'column',
      categoryColumn: 'A',
      labels: departments.map((d) => String(d[0])),
      series: [
        { column: 'D', name: 'Publications', values: departments.map((d) => Number(d[3])), color: PAPERS_COLOR },
        { column: 'E', name: 'Citations', values: departments.map((d) => Number(d[4])), color: CITATIONS_COLOR },
      ],
      anchor: beside(7),
    },
  ];
}

function csv(s: AnalyticsSnapshot): string {
  const rows: (string | number)[][] = [['section', 'label', 'value', 'value2', 'value3', 'value4', 'value5']];
  for (const [l, v] of summaryRows(s)) rows.push(['summary', l, v]);
  for (const [p, papers, citations] of seriesRows(s)) rows.push(['publications', p, papers, citations]);
  for (const f of s.metrics.fields) rows.push(['fields', f.field, f.papers, f.citations]);
  for (const c of s.metrics.countries) rows.push(['countries', c.countryCode, c.works]);
  for (const d of departmentRows(s)) rows.push(['departments', ...d]);
  for (const f of forecastRows(s)) rows.push(['predictions', ...f]);
  // A rectangular table: every row has the header's columns.
  return stringify(rows.map((r) => [...r, ...Array(Math.max(0, rows[0].length - r.length)).fill('')]));
}

async function powerpoint(s: AnalyticsSnapshot): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.title = `Research Analytics: ${s.institutionName}`;
  pptx.layout = 'LAYOUT_WIDE';
  const title = pptx.addSlide();
  title.addText('Research Analytics', { x: 0.6, y: 2.2, w: 12, h: 1, fontSize: 36, bold: true });
  title.addText(`${s.institutionName} \u2014 ${s.metrics.timeframe} (${s.metrics.from} to ${s.metrics.to})`, { x: 0.6, y: 3.3, w: 12, h: 0.6, fontSize: 18 });
  const summary = pptx.addSlide();
  summary.addText('Summary', { x: 0.5, y: 0.3, w: 12, h: 0.6, fontSize: 24, bold: true });
  summary.addTable(
    summaryRows(s).map(([l, v]) => [{ text: l }, { text: String(v) }]),
    { x: 0.5, y: 1.0, w: 12, fontSize: 11, colW: [5, 7] },
  );
  const over = pptx.addSlide();
  over.addText('Publications over time', { x: 0.5, y: 0.3, w: 12, h: 0.6, fontSize: 24, bold: true });
  const sr = seriesRows(s);
  over.addChart(
    pptx.ChartType.bar,
    [
      { name: 'Papers', labels: sr.map((r) => r[0]), values: sr.map((r) => r[1]) },
    ],
    { x: 0.5, y: 1.0, w: 12, h: 5.8, showLegend: true },
  );
  const fields = pptx.addSlide();
  fields.addText('Fields', { x: 0.5, y: 0.3, w: 12, h: 0.6, fontSize: 24, bold: true });
  if (s.metrics.fields.length)
    fields.addChart(pptx.ChartType.bar, [{ name: 'Papers', labels: s.metrics.fields.map((f) => f.field), values: s.metrics.fields.map((f) => f.papers) }], {
      x: 0.5,
      y: 1.0,
      w: 12,
      h: 5.8,
      barDir: 'bar',
    });
  else fields.addText('No works in this timeframe.', { x: 0.5, y: 1.2, w: 12, h: 0.6, fontSize: 16 });
  const pred = pptx.addSlide();
  pred.addText('Predictions', { x: 0.5, y: 0.3, w: 12, h: 0.6, fontSize: 24, bold: true });
  pred.addText(s.predictions.method, { x: 0.5, y: 0.9, w: 12, h: 0.5, fontSize: 11 });
  const fr = forecastRows(s);
  pred.addTable([['Field', 'Year', 'Forecast', 'Low', 'High', 'Growth %'].map((t) => ({ text: t })), ...fr.map((r) => r.map((v) => ({ text: String(v) })))], {
    x: 0.5,
    y: 1.5,
    w: 12,
    fontSize: 11,
  });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}
