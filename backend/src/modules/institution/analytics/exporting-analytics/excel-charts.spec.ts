import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { XMLValidator } from 'fast-xml-parser';
import JSZip from 'jszip';
import { type SheetChart, chartXml, sheetRange, withCharts } from './excel-charts.js';

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Summary').addRow(['Total papers', 4]);
  const pubs = wb.addWorksheet("Dean's publications");
  pubs.addRow(['Period', 'Papers', 'Citations']);
  pubs.addRow(['2025-01', 3, 10]);
  pubs.addRow(['2025-02', 1, 25]);
  const fields = wb.addWorksheet('Fields');
  fields.addRow(['Field', 'Papers']);
  fields.addRow(['Physics & Astronomy', 4]);
  wb.addWorksheet('Empty').addRow(['Department', 'Publications']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const over: SheetChart = {
  sheet: "Dean's publications",
  title: 'Publications and citations over time',
  type: 'line',
  categoryColumn: 'A',
  labels: ['2025-01', '2025-02'],
  series: [
    { column: 'B', name: 'Papers', values: [3, 1], color: '#1976d2' },
    { column: 'C', name: 'Citations', values: [10, 25], color: '#9c27b0', secondary: true },
  ],
  anchor: { from: [4, 1], to: [13, 21] },
};
const fields: SheetChart = {
  sheet: 'Fields',
  title: 'Fields',
  type: 'bar',
  categoryColumn: 'A',
  labels: ['Physics & Astronomy'],
  series: [{ column: 'B', name: 'Papers', values: [4], color: '#1976d2' }],
  anchor: { from: [4, 1], to: [13, 21] },
};
const empty: SheetChart = { ...fields, sheet: 'Empty', title: 'Departments', type: 'column', labels: [], series: [{ column: 'B', name: 'Publications', values: [], color: '#1976d2' }] };

describe('native Excel charts', () => {
  it('names a range the way a formula does: the sheet quoted, a quote doubled, one cell without a colon', () => {
    assert.equal(sheetRange("Dean's publications", 'B', 2, 13), "'Dean''s publications'!$B$2:$B$13");
    assert.equal(sheetRange('Fields', 'A', 1, 1), "'Fields'!$A$1");
  });

  it('adds a drawing to each sheet with data, its charts over that sheet’s cells, and leaves the cells as they were', async () => {
    const zip = await JSZip.loadAsync(await withCharts(await workbook(), [over, fields, empty]));
    const text = (name: string) => zip.file(name)!.async('string');
    const parts = Object.keys(zip.files);
    assert.deepEqual(parts.filter((f) => /^xl\/(charts|drawings)\/.*\.xml$/.test(f)).sort(), ['xl/charts/chart1.xml', 'xl/charts/chart2.xml', 'xl/drawings/drawing1.xml', 'xl/drawings/drawing2.xml']);
    for (const name of parts.filter((f) => f.endsWith('.xml') || f.endsWith('.rels'))) assert.equal(XMLValidator.validate(await text(name)), true, `${name} is well-formed`);

    // Sheet 2 (the publications) and 3 (fields) each use their drawing; the empty sheet has none.
    assert.match(await text('xl/worksheets/sheet2.xml'), /<pageSetup[^>]*\/><drawing r:id="rIdCharts"\/><\/worksheet>$/);
    assert.match(await text('xl/worksheets/_rels/sheet2.xml.rels'), /Id="rIdCharts" Type="[^"]+\/drawing" Target="..\/drawings\/drawing1.xml"/);
    assert.match(await text('xl/worksheets/_rels/sheet3.xml.rels'), /Target="..\/drawings\/drawing2.xml"/);
    assert.doesNotMatch(await text('xl/worksheets/sheet4.xml'), /<drawing/);
    assert.match(await text('xl/drawings/_rels/drawing1.xml.rels'), /Id="rId1" Type="[^"]+\/chart" Target="..\/charts\/chart1.xml"/);
    assert.match(await text('xl/drawings/drawing1.xml'), /<xdr:from><xdr:col>4<\/xdr:col>.*<xdr:row>1<\/xdr:row>.*<xdr:to><xdr:col>13<\/xdr:col>.*<c:chart r:id="rId1"\/>/);
    const types = await text('[Content_Types].xml');
    for (const part of ['/xl/charts/chart1.xml', '/xl/charts/chart2.xml']) assert.ok(types.includes(`PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"`), part);
    assert.ok(types.includes('PartName="/xl/drawings/drawing2.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"'));

    const chart1 = await text('xl/charts/chart1.xml');
    assert.match(chart1, /<c:f>'Dean''s publications'!\$B\$2:\$B\$3<\/c:f><c:numCache><c:formatCode>General<\/c:formatCode><c:ptCount val="2"\/><c:pt idx="0"><c:v>3<\/c:v><\/c:pt><c:pt idx="1"><c:v>1<\/c:v>/);
    assert.ok(chart1.includes("<c:f>'Dean''s publications'!$A$2:$A$3</c:f>"), 'categories from column A');
    assert.ok((await text('xl/charts/chart2.xml')).includes('<c:v>Physics &amp; Astronomy</c:v>'), 'a category escaped');

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await zip.generateAsync({ type: 'nodebuffer' })) as unknown as ArrayBuffer);
    assert.deepEqual((wb.getWorksheet("Dean's publications")!.getRow(3).values as unknown[]).slice(1), ['2025-02', 1, 25]);
    assert.equal(wb.getWorksheet('Summary')!.getRow(1).getCell(2).value, 4);
  });

  it('a line chart with a secondary series has two line groups, the second on a right-hand axis over a hidden category axis', () => {
    const xml = chartXml(over);
    assert.equal(xml.match(/<c:lineChart>/g)?.length, 2);
    assert.match(xml, /<c:lineChart>.*<c:v>Papers<\/c:v>.*<\/c:lineChart><c:lineChart>.*<c:v>Citations<\/c:v>.*<\/c:lineChart>/);
    assert.match(xml, /<c:catAx><c:axId val="500000003"\/>.*?<c:delete val="1"\/>/);
    assert.match(xml, /<c:valAx><c:axId val="500000004"\/>.*?<c:axPos val="r"\/>.*?<c:crosses val="max"\/>/);
    assert.equal(XMLValidator.validate(xml), true);
  });

  it('a horizontal bar chart lists its first category on top and keeps its value axis at the bottom', () => {
    const xml = chartXml(fields);
    assert.match(xml, /<c:barDir val="bar"\/>/);
    assert.match(xml, /<c:catAx>.*?<c:orientation val="maxMin"\/>.*?<c:axPos val="l"\/>/);
    assert.match(xml, /<c:valAx>.*?<c:axPos val="b"\/>.*?<c:crosses val="max"\/>/);
    assert.match(chartXml({ ...fields, type: 'column' }), /<c:barDir val="col"\/>.*<c:catAx>.*?<c:orientation val="minMax"\/>/);
  });

  it('a workbook without a chart to draw comes back as it was; a chart on a sheet that does not exist is an error', async () => {
    const xlsx = await workbook();
    assert.equal(await withCharts(xlsx, [empty]), xlsx);
    await assert.rejects(withCharts(xlsx, [{ ...fields, sheet: 'Nowhere' }]), /no sheet "Nowhere"/);
  });
});
