/**
 * Citation export in the browser (spec core §7): BibTeX (.bib), RIS (.ris), APA, MLA, Chicago (.txt)
 * and Zotero / CSL-JSON (.json). BibTeX and RIS are written by shared-contracts (`paperToBibtex`,
 * `paperToRis`: arXiv preprints as @misc with eprint, TeX kept as TeX); APA, MLA and Chicago are
 * formatted by citation-js from the paper as CSL-JSON — APA with citation-js's bundled style, MLA
 * and Chicago (author-date) with the official CSL styles in ./csl (see its README). citation-js and
 * the styles are loaded on first use (their own chunk).
 */
import { type CitationFormatId, type Paper, paperToBibtex, paperToCsl, paperToRis } from '@scholarlens/contracts';

export type CitationFormat = CitationFormatId;

export const CITATION_FORMATS: { id: CitationFormat; label: string; ext: 'bib' | 'ris' | 'txt' | 'json' }[] = [
  { id: 'bibtex', label: 'BibTeX', ext: 'bib' },
  { id: 'ris', label: 'RIS', ext: 'ris' },
  { id: 'apa', label: 'APA', ext: 'txt' },
  { id: 'mla', label: 'MLA', ext: 'txt' },
  { id: 'chicago', label: 'Chicago', ext: 'txt' },
  { id: 'zotero', label: 'Zotero JSON', ext: 'json' },
];

/** File name of a downloaded citation: {arxivId}_citation.{ext} (the id when there is no arXiv id). */
export function citationFileName(p: Pick<Paper, 'id' | 'arxivId'>, format: CitationFormat): string {
  const ext = CITATION_FORMATS.find((f) => f.id === format)?.ext ?? 'txt';
  return `${(p.arxivId ?? p.id).replace(/[\\/:*?"<>|]/g, '_')}_citation.${ext}`;
}

/** The official CSL styles used for MLA and Chicago (file names in the CSL style repository). */
export const CSL_STYLES = { mla: 'modern-language-association', chicago: 'chicago-author-date' } as const;

/** What citation-js exports (the `@citation-js/core` module, with the csl plugin loaded). */
export interface CitationJs {
  Cite: new (data: unknown) => { format(format: string, options?: Record<string, unknown>): string };
  plugins: { config: { get(name: string): { styles: { add(name: string, xml: string): void; has(name: string): boolean } } } };
}

export type CitablePaper = Parameters<typeof paperToRis>[0];
export type CitationFormatter = (paper: CitablePaper, format: CitationFormat) => string;

/** A formatter over a loaded citation-js with the MLA and Chicago styles (CSL XML) registered as styles. */
export function createCitationFormatter(citationJs: CitationJs, styles: { mla: string; chicago: string }): CitationFormatter {
  const csl = citationJs.plugins.config.get('@csl');
  if (!csl.styles.has('sl-mla')) csl.styles.add('sl-mla', styles.mla);
  if (!csl.styles.has('sl-chicago')) csl.styles.add('sl-chicago', styles.chicago);
  const template = { apa: 'apa', mla: 'sl-mla', chicago: 'sl-chicago' } as const;
  return (paper, format) => {
    if (format === 'bibtex') return paperToBibtex(paper);
    if (format === 'ris') return paperToRis(paper);
    const item = paperToCsl(paper);
    if (format === 'zotero') return JSON.stringify([item], null, 2);
    return new citationJs.Cite(item).format('bibliography', { template: template[format], format: 'text', lang: 'en-US' }).trim();
  };
}

let formatter: Promise<CitationFormatter> | null = null;

/** Loads citation-js and the two styles once (a separate chunk), then formats synchronously. */
export function loadCitationFormatter(): Promise<CitationFormatter> {
  formatter ??= (async () => {
    const [core, , mla, chicago] = await Promise.all([
      import('@citation-js/core'),
      import('@citation-js/plugin-csl'),
      import('./csl/modern-language-association.csl?raw'),
      import('./csl/chicago-author-date.csl?raw'),
    ]);
    const citationJs = ((core as { default?: unknown }).default ?? core) as CitationJs;
    return createCitationFormatter(citationJs, { mla: mla.default, chicago: chicago.default });
  })();
  formatter.catch(() => (formatter = null));
  return formatter;
}

/** The citation of a paper in a format (loads citation-js on first use). */
export async function citationText(paper: CitablePaper, format: CitationFormat): Promise<string> {
  return (await loadCitationFormatter())(paper, format);
}
