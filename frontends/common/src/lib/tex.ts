/**
 * TeX in titles and abstracts (arXiv metadata carries it: `$\mathfrak{osp}(2 \vert 2n)$`, `\v{s}`).
 * Pure, no DOM: `splitMath` cuts a text into prose and formulas (MathText renders the formulas with
 * KaTeX), `texAccentsToText` turns TeX accents into characters, and `texToPlainText` gives the
 * plain text a browser tab title, an SVG label or an aria-label needs. Tested in test/tex.spec.ts.
 */

export type MathSegment =
  | { kind: 'text'; text: string }
  /** `source` is the formula as written, delimiters included: what a formula KaTeX refuses falls back to. */
  | { kind: 'math'; tex: string; display: boolean; source: string };

/** Delimiters, longest first: `$$…$$` and `\[…\]` are display math, `$…$` and `\(…\)` inline. */
const DELIMITERS: { open: string; close: string; display: boolean }[] = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
];

/** Cuts `text` into prose and formulas. `\$` is a dollar sign; an unclosed delimiter is prose. */
export function splitMath(text: string): MathSegment[] {
  const out: MathSegment[] = [];
  let prose = '';
  let i = 0;
  const s = text ?? '';
  while (i < s.length) {
    if (s[i] === '\\' && s[i + 1] === '$') {
      prose += '\\$';
      i += 2;
      continue;
    }
    const d = DELIMITERS.find((del) => s.startsWith(del.open, i));
    if (d) {
      const end = findClose(s, i + d.open.length, d.close);
      const tex = end === -1 ? '' : s.slice(i + d.open.length, end);
      if (end !== -1 && tex.trim()) {
        if (prose) out.push({ kind: 'text', text: prose });
        prose = '';
        out.push({ kind: 'math', tex: tex.trim(), display: d.display, source: s.slice(i, end + d.close.length) });
        i = end + d.close.length;
        continue;
      }
    }
    prose += s[i];
    i++;
  }
  if (prose) out.push({ kind: 'text', text: prose });
  return out;
}

function findClose(s: string, from: number, close: string): number {
  for (let j = from; j < s.length; j++) {
    if (s[j] === '\\' && close !== '\\]' && close !== '\\)') {
      j++; // an escaped character (\$) never closes
      continue;
    }
    if (s.startsWith(close, j)) return j;
  }
  return -1;
}

/** Accent commands and the combining mark each puts on its letter. */
const ACCENTS: Record<string, string> = {
  '`': '\u0300',
  "'": '\u0301',
  '^': '\u0302',
  '~': '\u0303',
  '=': '\u0304',
  u: '\u0306',
  '.': '\u0307',
  '"': '\u0308',
  r: '\u030A',
  H: '\u030B',
  v: '\u030C',
  d: '\u0323',
  c: '\u0327',
  k: '\u0328',
  b: '\u0331',
};

/** Letters and symbols written as commands. */
const SPECIALS: Record<string, string> = {
  ss: 'ß',
  o: 'ø',
  O: 'Ø',
  aa: 'å',
  AA: 'Å',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  l: 'ł',
  L: 'Ł',
  i: 'ı',
  j: 'ȷ',
  dh: 'ð',
  th: 'þ',
};

/** Text-mode formatting commands whose argument is kept as plain text. */
const TEXT_COMMANDS = /\\(?:textbf|textit|textrm|textsf|texttt|textsc|emph|text|mbox|textnormal|underline)\s*\{([^{}]*)\}/g;

/**
 * TeX accents and text commands → characters: `Ho\v{s}ek` → `Hošek`, `G\"odel` → `Gödel`,
 * `{\'e}` → `é`, `\ss` → `ß`, `\&` → `&`, `--` → `–`; grouping braces are dropped. Leaves `$…$` alone
 * (call it on prose segments).
 */
export function texAccentsToText(text: string): string {
  let s = text ?? '';
  // Symbol accents: \"o, \"{o}, \" o; letter accents need a brace or a space: \v{s}, \v s. Under an accent the dotless \i is an i.
  const base = (a?: string, b?: string) => ((a ?? b) === '\\i' ? 'i' : (a ?? b ?? ''));
  s = s.replace(/\\([`'^~=."])\s*(?:\{\s*(\\i|[A-Za-z])\s*\}|(\\i(?![A-Za-z])|[A-Za-z]))/g, (_m, acc: string, a?: string, b?: string) => `${base(a, b)}${ACCENTS[acc]}`);
  s = s.replace(/\\([uvHrdckb])(?:\s*\{\s*(\\i|[A-Za-z])\s*\}|\s+(\\i(?![A-Za-z])|[A-Za-z]))/g, (_m, acc: string, a?: string, b?: string) => `${base(a, b)}${ACCENTS[acc]}`);
  s = s.replace(/\\(ss|aa|AA|ae|AE|oe|OE|dh|th|o|O|l|L|i|j)(?![A-Za-z])(?:\{\})?\s?/g, (_m, name: string) => SPECIALS[name]);
  s = s.replace(/\\([&%#_$])/g, '$1');
  for (let k = 0; k < 3; k++) s = s.replace(TEXT_COMMANDS, '$1');
  s = s.replace(/---/g, '—').replace(/--/g, '–').replace(/~/g, '\u00a0').replace(/``|''/g, '"');
  // Grouping braces that protect case ({B}ayesian) carry no meaning for a reader.
  s = s.replace(/(^|[^\\])[{}]+/g, '$1').replace(/(^|[^\\])[{}]+/g, '$1');
  return s.normalize('NFC');
}

const GREEK: Record<string, string> = {
  alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', epsilon: 'ε', varepsilon: 'ε', zeta: 'ζ', eta: 'η', theta: 'θ', vartheta: 'ϑ',
  iota: 'ι', kappa: 'κ', lambda: 'λ', mu: 'μ', nu: 'ν', xi: 'ξ', pi: 'π', varpi: 'ϖ', rho: 'ρ', varrho: 'ϱ', sigma: 'σ',
  varsigma: 'ς', tau: 'τ', upsilon: 'υ', phi: 'ϕ', varphi: 'φ', chi: 'χ', psi: 'ψ', omega: 'ω', Gamma: 'Γ', Delta: 'Δ',
  Theta: 'Θ', Lambda: 'Λ', Xi: 'Ξ', Pi: 'Π', Sigma: 'Σ', Upsilon: 'Υ', Phi: 'Φ', Psi: 'Ψ', Omega: 'Ω',
};
const SYMBOLS: Record<string, string> = {
  vert: '|', mid: '|', lvert: '|', rvert: '|', Vert: '‖', times: '×', cdot: '·', cdots: '⋯', ldots: '…', dots: '…', pm: '±', mp: '∓',
  leq: '≤', le: '≤', geq: '≥', ge: '≥', neq: '≠', ne: '≠', approx: '≈', sim: '∼', simeq: '≃', equiv: '≡', propto: '∝',
  to: '→', rightarrow: '→', leftarrow: '←', Rightarrow: '⇒', leftrightarrow: '↔', mapsto: '↦', infty: '∞', partial: '∂',
  nabla: '∇', sum: '∑', prod: '∏', int: '∫', oint: '∮', in: '∈', notin: '∉', subset: '⊂', subseteq: '⊆', supset: '⊃',
  cup: '∪', cap: '∩', emptyset: '∅', forall: '∀', exists: '∃', neg: '¬', wedge: '∧', vee: '∨', otimes: '⊗', oplus: '⊕',
  ell: 'ℓ', hbar: 'ℏ', langle: '⟨', rangle: '⟩', sqrt: '√', circ: '∘', star: '⋆', ast: '∗', prime: '′', degree: '°',
  lbrace: '{', rbrace: '}', log: 'log', ln: 'ln', exp: 'exp', sin: 'sin', cos: 'cos', tan: 'tan', max: 'max', min: 'min',
  lim: 'lim', det: 'det', dim: 'dim', ker: 'ker', sup: 'sup', inf: 'inf', quad: ' ', qquad: ' ',
};
const DOUBLE_STRUCK: Record<string, string> = { C: 'ℂ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ', H: 'ℍ', E: '𝔼', F: '𝔽' };
const SUPERSCRIPT: Record<string, string> = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹', '+': '⁺', '-': '⁻', n: 'ⁿ', i: 'ⁱ', '*': '*' };
const SUBSCRIPT: Record<string, string> = { 0: '₀', 1: '₁', 2: '₂', 3: '₃', 4: '₄', 5: '₅', 6: '₆', 7: '₇', 8: '₈', 9: '₉', '+': '₊', '-': '₋' };

function scripted(body: string, table: Record<string, string>, mark: string): string {
  const chars = [...body];
  return chars.every((c) => table[c]) ? chars.map((c) => table[c]).join('') : `${mark}${body}`;
}

/** A formula as readable plain text: `\mathfrak{osp}(2 \vert 2n)` → `osp(2 | 2n)`, `x^2` → `x²`, `\alpha` → `α`. */
export function mathToText(tex: string): string {
  let s = tex;
  s = s.replace(/\\(?:left|right|big|Big|bigg|Bigg)(?![A-Za-z])\s*\\?/g, '');
  s = s.replace(/\\mathbb\s*\{\s*([A-Za-z])\s*\}/g, (_m, c: string) => DOUBLE_STRUCK[c] ?? c);
  s = s.replace(/\\(?:frac|dfrac|tfrac)\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2');
  s = s.replace(/\\sqrt\s*\{([^{}]*)\}/g, '√($1)');
  for (let k = 0; k < 3; k++) {
    s = s.replace(/\\(?:math[a-z]*|operatorname\*?|text[a-z]*|mbox|boldsymbol|bm|hat|bar|tilde|vec|dot|ddot|widehat|widetilde|overline|underline)\s*\{([^{}]*)\}/g, '$1');
  }
  // A command with no reading (\displaystyle, a font switch, a broken \frac) is dropped, never shown as its name.
  s = s.replace(/\\([A-Za-z]+)/g, (_m, name: string) => GREEK[name] ?? SYMBOLS[name] ?? '');
  s = s.replace(/\\([{}|,;:! ])/g, (_m, c: string) => (c === '{' || c === '}' || c === '|' ? c : ' '));
  s = s.replace(/\^\s*\{([^{}]*)\}|\^\s*(\S)/g, (_m, a?: string, b?: string) => scripted((a ?? b ?? '').trim(), SUPERSCRIPT, '^'));
  s = s.replace(/_\s*\{([^{}]*)\}|_\s*(\S)/g, (_m, a?: string, b?: string) => scripted((a ?? b ?? '').trim(), SUBSCRIPT, '_'));
  s = s.replace(/[{}]/g, '');
  return s.replace(/\s+/g, ' ').trim();
}

/** A title or abstract as plain text (tab titles, SVG labels, aria-labels): formulas read out, accents as characters. */
export function texToPlainText(text: string): string {
  return splitMath(text)
    .map((seg) => (seg.kind === 'text' ? texAccentsToText(seg.text) : mathToText(seg.tex)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
