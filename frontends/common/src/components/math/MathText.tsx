import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box } from '@mui/material';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { splitMath, texAccentsToText } from '../../lib/tex';

/**
 * HTML only, no hidden MathML copy: a title's text (what a heading is named, what is copied) reads
 * once, the way it is seen.
 */
const KATEX_OPTIONS = { throwOnError: true, output: 'html', strict: 'ignore', trust: false, maxExpand: 200 } as const;

/**
 * One formula, drawn by `katex.render` into its element rather than as an HTML string: KaTeX's
 * string carries `style="…"` attributes, which the Content-Security-Policy refuses
 * (`style-src-attr 'none'`, docs/ARCHITECTURE.md §11), while styles set through the DOM are allowed.
 * A formula KaTeX refuses shows its source text.
 */
function Formula({ tex, source, display }: { tex: string; source: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    if (!ref.current) return;
    try {
      katex.render(tex, ref.current, { ...KATEX_OPTIONS, displayMode: display });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [tex, display]);
  if (failed) return <span data-math-fallback="">{source}</span>;
  return display ? (
    <Box
      ref={ref}
      component="span"
      data-math="display"
      sx={{ display: 'block', maxWidth: '100%', overflowX: 'auto', overflowY: 'hidden', '& .katex-display': { my: 1 } }}
    />
  ) : (
    <span ref={ref} data-math="inline" />
  );
}

/**
 * A title or abstract with its TeX rendered (issue #28): inline `$…$` / `\(…\)` and display
 * `$$…$$` / `\[…\]` formulas by KaTeX, TeX accents in the prose as characters (`\v{s}` → š). A
 * formula KaTeX cannot parse falls back to its source text; a wide display formula scrolls inside
 * its own box, never the page (375 px).
 */
export const MathText = memo(function MathText({ text }: { text: string }) {
  const parts = useMemo(
    () => splitMath(text ?? '').map((seg) => (seg.kind === 'text' ? { kind: 'text' as const, text: texAccentsToText(seg.text) } : seg)),
    [text],
  );
  return (
    <>
      {parts.map((p, i) => {
        const key = `${i}-${p.kind}`;
        if (p.kind === 'text') return <span key={key}>{p.text}</span>;
        return <Formula key={`${key}-${p.tex}`} tex={p.tex} source={p.source} display={p.display} />;
      })}
    </>
  );
});
