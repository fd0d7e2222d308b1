import { memo, useMemo } from 'react';
import { Box } from '@mui/material';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { splitMath, texAccentsToText } from '../../lib/tex';

/**
 * KaTeX's HTML for a formula, or null when KaTeX refuses it (then its source is shown as text).
 * HTML only, no hidden MathML copy: a title's text (what a heading is named, what is copied) reads
 * once, the way it is seen.
 */
function renderFormula(tex: string, display: boolean): string | null {
  try {
    return katex.renderToString(tex, { displayMode: display, throwOnError: true, output: 'html', strict: 'ignore', trust: false, maxExpand: 200 });
  } catch {
    return null;
  }
}

/**
 * A title or abstract with its TeX rendered (issue #28): inline `$…$` / `\(…\)` and display
 * `$$…$$` / `\[…\]` formulas by KaTeX, TeX accents in the prose as characters (`\v{s}` → š). A
 * formula KaTeX cannot parse falls back to its source text; a wide display formula scrolls inside
 * its own box, never the page (375 px).
 */
export const MathText = memo(function MathText({ text }: { text: string }) {
  const parts = useMemo(
    () =>
      splitMath(text ?? '').map((seg) =>
        seg.kind === 'text' ? { kind: 'text' as const, text: texAccentsToText(seg.text) } : { ...seg, html: renderFormula(seg.tex, seg.display) },
      ),
    [text],
  );
  return (
    <>
      {parts.map((p, i) => {
        const key = `${i}-${p.kind}`;
        if (p.kind === 'text') return <span key={key}>{p.text}</span>;
        if (p.html === null) {
          return (
            <span key={key} data-math-fallback="">
              {p.source}
            </span>
          );
        }
        return p.display ? (
          <Box
            key={key}
            component="span"
            data-math="display"
            sx={{ display: 'block', maxWidth: '100%', overflowX: 'auto', overflowY: 'hidden', '& .katex-display': { my: 1 } }}
            dangerouslySetInnerHTML={{ __html: p.html }}
          />
        ) : (
          <span key={key} data-math="inline" dangerouslySetInnerHTML={{ __html: p.html }} />
        );
      })}
    </>
  );
});
