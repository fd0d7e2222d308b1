/**
 * Native Excel charts for the analytics workbook. exceljs writes cells, not charts, so the charts are
 * added to the workbook it wrote as the parts a spreadsheet application writes (Office Open XML,
 * ECMA-376 part 1: DrawingML charts, §21.2): per sheet a drawing that anchors each chart to a cell
 * range, per chart a line or bar chart whose series refer to the sheet's own cells (so a chart follows an
 * edited cell) and carry the values as a cache (so a viewer that does not recalculate shows them).
 */
import JSZip from 'jszip';

export interface SheetChart {
  /** The worksheet the data and the chart are on. */
  sheet: string;
  title: string;
  /** `line`: a time series; `column`: vertical bars; `bar`: horizontal bars, the first category on top. */
  type: 'line' | 'column' | 'bar';
  /** Spreadsheet column letters: the categories and each series' values, in rows 2 to 1 + labels.length (row 1 holds the headers). */
  categoryColumn: string;
  labels: string[];
  /** `secondary` (line charts): the series has its own value axis on the right, as citations beside papers on the page. */
  series: { column: string; name: string; values: number[]; color: string; secondary?: boolean }[];
  /** Cell range the chart covers, zero-based (column, row) of its top-left and bottom-right corners. */
  anchor: { from: [number, number]; to: [number, number] };
}

const NS = {
  rel: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  pkgRel: 'http://schemas.openxmlformats.org/package/2006/relationships',
  chart: 'http://schemas.openxmlformats.org/drawingml/2006/chart',
  main: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  drawing: 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing',
} as const;
const TYPES = {
  drawing: 'application/vnd.openxmlformats-officedocument.drawing+xml',
  chart: 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml',
} as const;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Elements a worksheet may hold after `<drawing>` (CT_Worksheet's order): the drawing goes before the first present. */
const AFTER_DRAWING = ['<legacyDrawing', '<legacyDrawingHF', '<drawingHF', '<picture', '<oleObjects', '<controls', '<webPublishItems', '<tableParts', '<extLst', '</worksheet>'];

/** Text for an element or a double-quoted attribute; an apostrophe stays as written (a formula's quoted sheet name reads as Excel writes it). */
function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/** `'Sheet name'!$A$2:$A$9`: a sheet name in quotes, a quote in it doubled. */
export function sheetRange(sheet: string, column: string, firstRow: number, lastRow: number): string {
  const cells = firstRow === lastRow ? `$${column}$${firstRow}` : `$${column}$${firstRow}:$${column}$${lastRow}`;
  return `'${sheet.replace(/'/g, "''")}'!${cells}`;
}

/** The workbook `xlsx` with `charts` added; a chart without labels is left out (an empty range draws nothing). */
export async function withCharts(xlsx: Buffer, charts: readonly SheetChart[]): Promise<Buffer> {
  const drawn = charts.filter((c) => c.labels.length > 0);
  if (drawn.length === 0) return xlsx;
  const zip = await JSZip.loadAsync(xlsx);
  const sheetFiles = await worksheetFiles(zip);
  const bySheet = new Map<string, SheetChart[]>();
  for (const c of drawn) bySheet.set(c.sheet, [...(bySheet.get(c.sheet) ?? []), c]);
  const overrides: string[] = [];
  let chartNo = 0;
  let drawingNo = 0;
  for (const [sheet, sheetCharts] of bySheet) {
    const sheetFile = sheetFiles.get(sheet);
    if (!sheetFile) throw new Error(`Excel charts: the workbook has no sheet "${sheet}"`);
    drawingNo++;
    const chartRels: string[] = [];
    const anchors: string[] = [];
    for (const [i, c] of sheetCharts.entries()) {
      chartNo++;
      zip.file(`xl/charts/chart${chartNo}.xml`, chartXml(c));
      overrides.push(`<Override PartName="/xl/charts/chart${chartNo}.xml" ContentType="${TYPES.chart}"/>`);
      chartRels.push(`<Relationship Id="rId${i + 1}" Type="${NS.rel}/chart" Target="../charts/chart${chartNo}.xml"/>`);
      anchors.push(anchorXml(c, i + 1, chartNo));
    }
    zip.file(`xl/drawings/drawing${drawingNo}.xml`, `${XML_HEAD}<xdr:wsDr xmlns:xdr="${NS.drawing}" xmlns:a="${NS.main}" xmlns:r="${NS.rel}" xmlns:c="${NS.chart}">${anchors.join('')}</xdr:wsDr>`);
    zip.file(`xl/drawings/_rels/drawing${drawingNo}.xml.rels`, relationships(chartRels));
    overrides.push(`<Override PartName="/xl/drawings/drawing${drawingNo}.xml" ContentType="${TYPES.drawing}"/>`);
    await linkDrawing(zip, sheetFile, `../drawings/drawing${drawingNo}.xml`);
  }
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file('[Content_Types].xml', types.replace('</Types>', `${overrides.join('')}</Types>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Sheet name → its part (`xl/worksheets/sheet2.xml`), read from the workbook and its relationships. */
async function worksheetFiles(zip: JSZip): Promise<Map<string, string>> {
  const workbook = await zip.file('xl/workbook.xml')!.async('string');
  const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
  const targets = new Map([...rels.matchAll(/<Relationship\b[^>]*>/g)].map(([tag]) => [attr(tag, 'Id'), attr(tag, 'Target')]));
  const files = new Map<string, string>();
  for (const [tag] of workbook.matchAll(/<sheet\b[^>]*>/g)) {
    const target = targets.get(attr(tag, 'r:id'));
    if (target) files.set(unescapeXml(attr(tag, 'name')), target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  }
  return files;
}

/** Adds the sheet's relationship to its drawing and the `<drawing>` element that uses it. */
async function linkDrawing(zip: JSZip, sheetFile: string, target: string): Promise<void> {
  const relsFile = sheetFile.replace(/([^/]+)$/, '_rels/$1.rels');
  const existing = await zip.file(relsFile)?.async('string');
  const used = new Set([...(existing ?? '').matchAll(/Id="([^"]+)"/g)].map((m) => m[1]));
  let id = 'rIdCharts';
  for (let n = 2; used.has(id); n++) id = `rIdCharts${n}`;
  const rel = `<Relationship Id="${id}" Type="${NS.rel}/drawing" Target="${target}"/>`;
  zip.file(relsFile, existing ? existing.replace('</Relationships>', `${rel}</Relationships>`) : relationships([rel]));
  const xml = await zip.file(sheetFile)!.async('string');
  const at = Math.min(...AFTER_DRAWING.map((tag) => xml.indexOf(tag)).filter((i) => i >= 0));
  zip.file(sheetFile, `${xml.slice(0, at)}<drawing r:id="${id}"/>${xml.slice(at)}`);
}

function anchorXml(c: SheetChart, relId: number, chartNo: number): string {
  const corner = (tag: string, [col, row]: [number, number]) =>
    `<xdr:${tag}><xdr:col>${col}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
  return (
    `<xdr:twoCellAnchor>${corner('from', c.anchor.from)}${corner('to', c.anchor.to)}` +
    `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${chartNo + 1}" name="${escapeXml(c.title)}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>` +
    `<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>` +
    `<a:graphic><a:graphicData uri="${NS.chart}"><c:chart r:id="rId${relId}"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor>`
  );
}

const AXES = { category: 500000001, value: 500000002, secondaryCategory: 500000003, secondaryValue: 500000004 } as const;

/** One chart (CT_ChartSpace): its title, one or two chart groups with their axes, a legend; elements in the schema's order. */
export function chartXml(c: SheetChart): string {
  const primary = c.series.filter((s) => !(c.type === 'line' && s.secondary));
  const secondary = c.series.filter((s) => c.type === 'line' && s.secondary);
  const groups = [group(c, primary, 0, AXES.category, AXES.value)];
  const axes = [
    // A horizontal chart lists its first category at the top (reversed), so its value axis crosses at the last.
    categoryAxis(AXES.category, AXES.value, c.type === 'bar' ? 'l' : 'b', c.type === 'bar', false),
    valueAxis(AXES.value, AXES.category, c.type === 'bar' ? 'b' : 'l', c.type === 'bar' ? 'max' : 'autoZero', true),
  ];
  if (secondary.length) {
    groups.push(group(c, secondary, primary.length, AXES.secondaryCategory, AXES.secondaryValue));
    axes.push(categoryAxis(AXES.secondaryCategory, AXES.secondaryValue, 'b', false, true), valueAxis(AXES.secondaryValue, AXES.secondaryCategory, 'r', 'max', false));
  }
  return (
    `${XML_HEAD}<c:chartSpace xmlns:c="${NS.chart}" xmlns:a="${NS.main}" xmlns:r="${NS.rel}"><c:roundedCorners val="0"/><c:chart>` +
    `<c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:t>${escapeXml(c.title)}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title><c:autoTitleDeleted val="0"/>` +
    `<c:plotArea><c:layout/>${groups.join('')}${axes.join('')}</c:plotArea>` +
    `<c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend><c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart></c:chartSpace>`
  );
}

/** A CT_LineChart or CT_BarChart of `series`, numbered from `firstIndex`, on the two axes given. */
function group(c: SheetChart, series: SheetChart['series'], firstIndex: number, categoryAxisId: number, valueAxisId: number): string {
  const last = 1 + c.labels.length;
  const points = (values: readonly (string | number)[]) => `<c:ptCount val="${values.length}"/>${values.map((v, i) => `<c:pt idx="${i}"><c:v>${escapeXml(String(v))}</c:v></c:pt>`).join('')}`;
  const sers = series
    .map((s, i) => {
      const color = `<a:solidFill><a:srgbClr val="${s.color.replace('#', '').toUpperCase()}"/></a:solidFill>`;
      const look = c.type === 'line' ? `<c:spPr><a:ln w="28575" cap="rnd">${color}</a:ln></c:spPr><c:marker><c:symbol val="circle"/><c:size val="5"/></c:marker>` : `<c:spPr>${color}</c:spPr><c:invertIfNegative val="0"/>`;
      return (
        `<c:ser><c:idx val="${firstIndex + i}"/><c:order val="${firstIndex + i}"/>` +
        `<c:tx><c:strRef><c:f>${escapeXml(sheetRange(c.sheet, s.column, 1, 1))}</c:f><c:strCache>${points([s.name])}</c:strCache></c:strRef></c:tx>${look}` +
        `<c:cat><c:strRef><c:f>${escapeXml(sheetRange(c.sheet, c.categoryColumn, 2, last))}</c:f><c:strCache>${points(c.labels)}</c:strCache></c:strRef></c:cat>` +
        `<c:val><c:numRef><c:f>${escapeXml(sheetRange(c.sheet, s.column, 2, last))}</c:f><c:numCache><c:formatCode>General</c:formatCode>${points(s.values)}</c:numCache></c:numRef></c:val>` +
        `${c.type === 'line' ? '<c:smooth val="0"/>' : ''}</c:ser>`
      );
    })
    .join('');
  const axisIds = `<c:axId val="${categoryAxisId}"/><c:axId val="${valueAxisId}"/>`;
  return c.type === 'line'
    ? `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${sers}<c:marker val="1"/>${axisIds}</c:lineChart>`
    : `<c:barChart><c:barDir val="${c.type === 'column' ? 'col' : 'bar'}"/><c:grouping val="clustered"/><c:varyColors val="0"/>${sers}<c:gapWidth val="60"/>${axisIds}</c:barChart>`;
}

function categoryAxis(id: number, crossAx: number, position: 'b' | 'l', reversed: boolean, hidden: boolean): string {
  return (
    `<c:catAx><c:axId val="${id}"/><c:scaling><c:orientation val="${reversed ? 'maxMin' : 'minMax'}"/></c:scaling><c:delete val="${hidden ? 1 : 0}"/><c:axPos val="${position}"/>` +
    `<c:numFmt formatCode="General" sourceLinked="0"/><c:tickLblPos val="nextTo"/><c:crossAx val="${crossAx}"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/></c:catAx>`
  );
}

function valueAxis(id: number, crossAx: number, position: 'b' | 'l' | 'r', crosses: 'autoZero' | 'max', gridlines: boolean): string {
  return (
    `<c:valAx><c:axId val="${id}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="${position}"/>${gridlines ? '<c:majorGridlines/>' : ''}` +
    `<c:numFmt formatCode="General" sourceLinked="1"/><c:tickLblPos val="nextTo"/><c:crossAx val="${crossAx}"/><c:crosses val="${crosses}"/><c:crossBetween val="between"/></c:valAx>`
  );
}

function relationships(items: string[]): string {
  return `${XML_HEAD}<Relationships xmlns="${NS.pkgRel}">${items.join('')}</Relationships>`;
}

function attr(tag: string, name: string): string {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e]!);
}
